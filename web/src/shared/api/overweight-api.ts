import type {
  OverweightQuote,
  ShipmentDto,
  UpdateOverweightSchema,
  WalletPaymentResultSchema,
} from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from './base-api';

type OverweightUpdate = z.output<typeof UpdateOverweightSchema>;
type MeasuredParcel = NonNullable<OverweightUpdate['measured_parcels']>[number];
type WalletPaymentResult = z.infer<typeof WalletPaymentResultSchema>;

/** Every overweight list (the report's pages and its export): a charge registered or paid changes them. */
export const OVERWEIGHT_LIST = { type: 'Overweight', id: 'LIST' } as const;

/**
 * The shipments service marks a charge paid when it hears the wallet's OverweightCharged, a moment
 * after the payment answers: what shows the shipment and the report is read again then.
 */
const RELEASE_READS_MS = [1_500, 5_000];

// Shared because the shipment's detail, the overweight report and the wallet all register or pay charges.
const overweightApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /shipments/{id}/overweight/quote: the overweight and charge the measures make (staff). */
    quoteOverweight: build.query<OverweightQuote, { id: string; measured_parcels: MeasuredParcel[] }>({
      query: ({ id, measured_parcels }) => ({
        url: `/shipments/${encodeURIComponent(id)}/overweight/quote`,
        method: 'POST',
        body: { measured_parcels },
      }),
      keepUnusedDataFor: 30,
    }),
    /**
     * PUT /shipments/{id}: the overweight and the cost staff confirm (superadmin, helpdesk, admin).
     * The wallet adds a pending 'Pago sobrepeso' charge for the owner, so balances and reports change.
     */
    registerOverweight: build.mutation<ShipmentDto, { id: string; body: OverweightUpdate }>({
      query: ({ id, body }) => ({ url: `/shipments/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        OVERWEIGHT_LIST,
        { type: 'Shipment', id },
        WALLET_TAG,
        'Report',
      ],
    }),
    /** POST /payments/overweight/{id}/monedero: pays the shipment's pending charge from the wallet it is on. */
    payOverweight: build.mutation<WalletPaymentResult, string>({
      query: (id) => ({ url: `/payments/overweight/${encodeURIComponent(id)}/monedero`, method: 'POST' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [WALLET_TAG, OVERWEIGHT_LIST, { type: 'Shipment', id }, 'Report'],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const delay of RELEASE_READS_MS)
          setTimeout(
            () => dispatch(baseApi.util.invalidateTags([OVERWEIGHT_LIST, { type: 'Shipment', id }])),
            delay,
          );
      },
    }),
    /** GET /shipments/by-guide/{guide}: the shipment with that whole guide number (staff: any). */
    shipmentByGuide: build.query<ShipmentDto, string>({
      query: (guide) => `/shipments/by-guide/${encodeURIComponent(guide)}`,
      providesTags: (result) => (result ? [{ type: 'Shipment', id: result._id }] : []),
    }),
  }),
});

export const {
  useQuoteOverweightQuery,
  useRegisterOverweightMutation,
  usePayOverweightMutation,
  useLazyShipmentByGuideQuery,
} = overweightApi;

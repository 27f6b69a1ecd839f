import type {
  CaptureResultSchema,
  GenerateGuidesResultSchema,
  PayableSchema,
  PaymentLinkSchema,
  PaypalOrderLinkSchema,
  WalletPaymentResultSchema,
} from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from './base-api';

export type Payable = z.infer<typeof PayableSchema>;
type OrderLink = z.infer<typeof PaypalOrderLinkSchema>;
type CaptureResult = z.infer<typeof CaptureResultSchema>;
type WalletPaymentResult = z.infer<typeof WalletPaymentResultSchema>;
type GuidesResult = z.infer<typeof GenerateGuidesResultSchema>;
/** POST /payments/{id} answers 204 (no body) when the service has no guides available. */
type PaymentLink = z.infer<typeof PaymentLinkSchema> | null;

interface WhoPays {
  email?: string;
  user: string;
  shipments: string[];
}

/** A payment changes the shipments (paid, labels) and the payer's wallet. */
const paidTags = (shipments: string[]) => [
  { type: 'Shipment' as const, id: 'LIST' },
  ...shipments.map((id) => ({ type: 'Shipment' as const, id })),
  WALLET_TAG,
];

// Shared because step 4 of the quote flow and the payment pages both pay shipments.
const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /payments/payables: the server's price of each shipment and whether it is paid, in order. */
    payables: build.query<Payable[], readonly string[]>({
      query: (ids) => ({ url: '/payments/payables', method: 'POST', body: { ids } }),
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Shipment' as const, id })),
    }),
    /** POST /payments/many/monedero: pays from the caller's wallet at the server's price. */
    payWithWallet: build.mutation<WalletPaymentResult, WhoPays>({
      query: (body) => ({ url: '/payments/many/monedero', method: 'POST', body }),
      invalidatesTags: (_result, _error, { shipments }) => paidTags(shipments),
    }),
    /** POST /paypal/v2/link/many: a card order (MXN) for the shipments' total. */
    cardOrder: build.mutation<OrderLink, string[]>({
      query: (shipments) => ({ url: '/paypal/v2/link/many', method: 'POST', body: { shipments } }),
    }),
    /** POST /payments/{id}?email=: a card order for one shipment (null: no guides available). */
    paymentLink: build.mutation<PaymentLink, { id: string; email?: string }>({
      query: ({ id, email }) => ({
        url: `/payments/${encodeURIComponent(id)}`,
        method: 'POST',
        params: email ? { email } : undefined,
      }),
      transformResponse: (body: unknown) => (body ? (body as PaymentLink) : null),
    }),
    /** GET /paypal/v2/capture-order/{orderId}: charges the approved order and pays its shipments. */
    captureOrder: build.mutation<CaptureResult, string>({
      query: (orderId) => `/paypal/v2/capture-order/${encodeURIComponent(orderId)}`,
      invalidatesTags: (result) => paidTags(result?.shipments ?? []),
    }),
    /** POST /generate-guides-after-pay/many: execute true once every label exists (waits a few seconds). */
    generateGuides: build.mutation<GuidesResult, WhoPays>({
      query: (body) => ({ url: '/generate-guides-after-pay/many', method: 'POST', body }),
      invalidatesTags: (_result, _error, { shipments }) => paidTags(shipments),
    }),
  }),
});

export const {
  usePayablesQuery,
  usePayWithWalletMutation,
  useCardOrderMutation,
  usePaymentLinkMutation,
  useCaptureOrderMutation,
  useGenerateGuidesMutation,
} = paymentsApi;

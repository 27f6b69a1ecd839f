import type {
  CaptureResultSchema,
  MovementDto,
  OxxoVoucherCreatedSchema,
  OxxoVoucherSchema,
  PaypalOrderLinkSchema,
  SpeiAccountSchema,
} from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from '@/shared/api/base-api';

type OrderLink = z.infer<typeof PaypalOrderLinkSchema>;
type CaptureResult = z.infer<typeof CaptureResultSchema>;
type SpeiAccount = z.infer<typeof SpeiAccountSchema>;
type OxxoVoucherCreated = z.infer<typeof OxxoVoucherCreatedSchema>;
export type OxxoVoucher = z.infer<typeof OxxoVoucherSchema>;

const prepaidsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /prepaid?user=: one wallet's movements, newest first. */
    movements: build.query<MovementDto[], string>({
      query: (userId) => ({ url: '/prepaid', params: { user: userId } }),
      transformResponse: (body: { docs: MovementDto[] }) => body.docs,
      providesTags: [WALLET_TAG],
    }),
    /** POST /prepaid: a pending 'Abono' of `amount` pesos, paid next by card. */
    createTopUp: build.mutation<{ id: string }, { user: string; amount: number }>({
      query: (body) => ({ url: '/prepaid', method: 'POST', body }),
      invalidatesTags: [WALLET_TAG],
    }),
    /** DELETE /prepaid/{id}: only a pending top-up. */
    deleteMovement: build.mutation<{ deleted: boolean }, string>({
      query: (id) => ({ url: `/prepaid/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [WALLET_TAG],
    }),
    /** GET /prepaid/v2/link/{id}: a card order for the top-up and where to approve it. */
    topUpLink: build.mutation<OrderLink, string>({
      query: (id) => `/prepaid/v2/link/${encodeURIComponent(id)}`,
    }),
    /** GET /prepaid/v2/capture-order/{orderId}: charge the approved order. */
    captureTopUp: build.mutation<CaptureResult, string>({
      query: (orderId) => `/prepaid/v2/capture-order/${encodeURIComponent(orderId)}`,
    }),
    /** GET /prepaid/v2/execute-prepaid/{id}: credit the captured top-up to the wallet. */
    executeTopUp: build.mutation<{ execute: boolean }, string>({
      query: (id) => `/prepaid/v2/execute-prepaid/${encodeURIComponent(id)}`,
      invalidatesTags: [WALLET_TAG],
    }),
    /** GET /prepaid/spei: the account's own CLABE, its bank and the beneficiary of a transfer. */
    speiAccount: build.query<SpeiAccount, void>({
      query: () => '/prepaid/spei',
    }),
    /**
     * POST /prepaid/oxxo: a voucher to pay `amount` pesos in cash at OXXO. The key makes a retry of
     * the same request (a double click, a lost answer) answer the same voucher.
     */
    createOxxoVoucher: build.mutation<OxxoVoucherCreated, { amount: number; key: string }>({
      query: ({ amount, key }) => ({
        url: '/prepaid/oxxo',
        method: 'POST',
        body: { amount },
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: [WALLET_TAG],
    }),
    /** GET /prepaid/oxxo/{reference}: what the printable voucher shows, and whether it was paid. */
    oxxoVoucher: build.query<OxxoVoucher, string>({
      query: (reference) => `/prepaid/oxxo/${encodeURIComponent(reference)}`,
      providesTags: [WALLET_TAG],
    }),
  }),
});

export const {
  useMovementsQuery,
  useCreateTopUpMutation,
  useDeleteMovementMutation,
  useTopUpLinkMutation,
  useCaptureTopUpMutation,
  useExecuteTopUpMutation,
  useSpeiAccountQuery,
  useCreateOxxoVoucherMutation,
  useOxxoVoucherQuery,
} = prepaidsApi;

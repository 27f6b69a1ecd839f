import type { CaptureResultSchema, MovementDto, PaypalOrderLinkSchema } from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from '@/shared/api/base-api';

type OrderLink = z.infer<typeof PaypalOrderLinkSchema>;
type CaptureResult = z.infer<typeof CaptureResultSchema>;

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
  }),
});

export const {
  useMovementsQuery,
  useCreateTopUpMutation,
  useDeleteMovementMutation,
  useTopUpLinkMutation,
  useCaptureTopUpMutation,
  useExecuteTopUpMutation,
} = prepaidsApi;

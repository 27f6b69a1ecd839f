import type { Dispute, DisputeListSchema, DisputeStatus } from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from '@/shared/api/base-api';
import { OVERWEIGHT_LIST } from '@/shared/api/overweight-api';

type DisputeList = z.infer<typeof DisputeListSchema>;
export type { Dispute, DisputeStatus };

const DISPUTES = { type: 'Overweight', id: 'DISPUTES' } as const;
/** The wallet waives, refunds or frees the charge when it hears the decision, a moment after it. */
const SETTLE_READS_MS = [1_500, 5_000];

const disputesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /disputes?status=: the customer's own disputes; staff's queue. */
    disputes: build.query<DisputeList, DisputeStatus | undefined>({
      query: (status) => ({ url: '/disputes', params: { status } }),
      providesTags: [DISPUTES],
    }),
    /** POST /overweight/{shipmentId}/disputes (multipart), with an Idempotency-Key per form. */
    openDispute: build.mutation<Dispute, { shipmentId: string; form: FormData; key: string }>({
      query: ({ shipmentId, form, key }) => ({
        url: `/overweight/${encodeURIComponent(shipmentId)}/disputes`,
        method: 'POST',
        body: form,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [DISPUTES, OVERWEIGHT_LIST, WALLET_TAG]),
    }),
    /** POST /disputes/{id}/accept or /reject {reason} (staff). */
    decideDispute: build.mutation<
      Dispute,
      { id: string; accept: true } | { id: string; accept: false; reason: string }
    >({
      query: (d) => ({
        url: `/disputes/${encodeURIComponent(d.id)}/${d.accept ? 'accept' : 'reject'}`,
        method: 'POST',
        body: d.accept ? undefined : { reason: d.reason },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [DISPUTES, OVERWEIGHT_LIST, WALLET_TAG, 'Report']),
      async onQueryStarted(_d, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const delay of SETTLE_READS_MS)
          setTimeout(() => dispatch(baseApi.util.invalidateTags([OVERWEIGHT_LIST, WALLET_TAG])), delay);
      },
    }),
  }),
});

export const { useDisputesQuery, useOpenDisputeMutation, useDecideDisputeMutation } = disputesApi;

import type { Batch, BatchColumn, BatchPayMethod, BatchRule, BatchSummary } from '@envios/contracts';
import { baseApi, WALLET_TAG } from '@/shared/api/base-api';

const batchTag = (id: string) => ({ type: 'Batch', id }) as const;

/** 'Envíos masivos' (issue 27): upload a file, read the batch, fix or drop its rows. */
const batchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /batches (multipart `file`): the draft batch, every row validated. */
    uploadBatch: build.mutation<Batch, File>({
      invalidatesTags: [{ type: 'Batch', id: 'LIST' }],
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/batches', method: 'POST', body: form };
      },
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(batchesApi.util.upsertQueryData('getBatch', data.id, data));
      },
    }),
    /** POST /batches/{id}/rules: every row quoted and its carrier chosen by the rule. */
    applyBatchRule: build.mutation<Batch, { id: string; rule: BatchRule }>({
      query: ({ id, rule }) => ({
        url: `/batches/${encodeURIComponent(id)}/rules`,
        method: 'POST',
        body: rule,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(batchesApi.util.upsertQueryData('getBatch', id, data));
      },
    }),
    /**
     * POST /batches/{id}/pay: every row paid from the wallet (the labels follow), or by card: the
     * answer's card_order is the PayPal order to approve.
     */
    payBatch: build.mutation<Batch, { id: string; method: BatchPayMethod }>({
      invalidatesTags: [WALLET_TAG, { type: 'Batch', id: 'LIST' }],
      query: ({ id, method }) => ({
        url: `/batches/${encodeURIComponent(id)}/pay`,
        method: 'POST',
        body: { method },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(batchesApi.util.upsertQueryData('getBatch', id, data));
      },
    }),
    /** POST /batches/{id}/capture: the approved card order captured, its rows paid. */
    captureBatch: build.mutation<Batch, { id: string; orderId: string }>({
      invalidatesTags: [WALLET_TAG, { type: 'Batch', id: 'LIST' }],
      query: ({ id, orderId }) => ({
        url: `/batches/${encodeURIComponent(id)}/capture`,
        method: 'POST',
        body: { order_id: orderId },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(batchesApi.util.upsertQueryData('getBatch', id, data));
      },
    }),
    /** GET /batches: the recent batches, to come back to one. */
    listBatches: build.query<{ docs: BatchSummary[] }, void>({
      query: () => '/batches',
      providesTags: [{ type: 'Batch', id: 'LIST' }],
    }),
    getBatch: build.query<Batch, string>({
      query: (id) => `/batches/${encodeURIComponent(id)}`,
      providesTags: (_, __, id) => [batchTag(id)],
    }),
    /** PUT /batches/{id}/rows/{n}: the batch as validated again. */
    fixBatchRow: build.mutation<
      Batch,
      { id: string; n: number; values: Partial<Record<BatchColumn, string>> }
    >({
      query: ({ id, n, values }) => ({
        url: `/batches/${encodeURIComponent(id)}/rows/${n}`,
        method: 'PUT',
        body: { values },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(batchesApi.util.upsertQueryData('getBatch', id, data));
      },
    }),
    /** DELETE /batches/{id}/rows/{n}. */
    dropBatchRow: build.mutation<Batch, { id: string; n: number }>({
      query: ({ id, n }) => ({ url: `/batches/${encodeURIComponent(id)}/rows/${n}`, method: 'DELETE' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(batchesApi.util.upsertQueryData('getBatch', id, data));
      },
    }),
  }),
});

export const {
  useUploadBatchMutation,
  useGetBatchQuery,
  useFixBatchRowMutation,
  useDropBatchRowMutation,
  useApplyBatchRuleMutation,
  usePayBatchMutation,
  useCaptureBatchMutation,
  useListBatchesQuery,
} = batchesApi;

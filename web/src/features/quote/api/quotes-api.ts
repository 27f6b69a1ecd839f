import type { QuoteRequest, QuoteResponse } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const quotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /quoting: every carrier's options, priced and signed for this user. A mutation because
     * each submit must ask again (prices and delivery dates move with the day).
     */
    quote: build.mutation<QuoteResponse, QuoteRequest>({
      query: (body) => ({ url: '/quoting', method: 'POST', body }),
    }),
  }),
});

export const { useQuoteMutation } = quotesApi;

import type { Contact } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /contact (spec section 7): the lead goes to the sales inbox. */
    sendContact: build.mutation<{ message: string; id: string }, Contact>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;

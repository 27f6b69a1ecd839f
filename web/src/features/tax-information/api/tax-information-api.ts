import type { TaxInformationBody, TaxInformationDto } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const taxInformationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users/{id}/tax-information; a 404 TAX.NOT_SET while there is none. */
    getTaxInformation: build.query<TaxInformationDto, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/tax-information`,
    }),
    /** PUT /users/{id}/tax-information; the answer (as SAT registers it) becomes the query's data. */
    saveTaxInformation: build.mutation<TaxInformationDto, { userId: string; body: TaxInformationBody }>({
      query: ({ userId, body }) => ({
        url: `/users/${encodeURIComponent(userId)}/tax-information`,
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(taxInformationApi.util.upsertQueryData('getTaxInformation', userId, data));
        } catch {
          // The form shows the failure at its fields; the stored data did not change.
        }
      },
    }),
  }),
});

export const { useGetTaxInformationQuery, useSaveTaxInformationMutation } = taxInformationApi;

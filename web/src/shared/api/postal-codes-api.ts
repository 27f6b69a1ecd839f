import type { PostalCodeResult, PostalSearchResponse } from '@envios/contracts';
import { DEFAULT_COUNTRY_CODE } from '@envios/domain';
import { baseApi } from './base-api';

// Shared because every form with an address searches postal codes (quote, saved addresses, later steps).
const postalCodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /postalcodes?search=&country=MX: one row per settlement of the codes starting with the text. */
    searchPostalCodes: build.query<PostalCodeResult[], string>({
      query: (search) => ({ url: '/postalcodes', params: { search, country: DEFAULT_COUNTRY_CODE } }),
      transformResponse: (response: PostalSearchResponse) => response.country_codes,
      // The catalogue changes a few times a year: keep answers for repeated searches.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useSearchPostalCodesQuery } = postalCodesApi;

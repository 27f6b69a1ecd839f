import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readToken } from '@/shared/lib/session';

/** Relative on purpose: in production the BFF serves this app and the API from the same origin. */
export const API_BASE_URL = '/api/v1';

/**
 * The one RTK Query API of the app. Features add their endpoints with `baseApi.injectEndpoints`
 * in their own `api/` folder.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE_URL,
    prepareHeaders: (headers) => {
      const token = readToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: [
    'CurrentUser',
    'User',
    'Tariff',
    'Client',
    'Shipment',
    'Address',
    'PackageProfile',
    'Prepaid',
    'WalletBalance',
    'Overweight',
    'Report',
    'Integration',
  ],
  endpoints: () => ({}),
});

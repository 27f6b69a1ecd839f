import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { endSession, readToken } from '@/shared/lib/session';
import { newTraceparent } from '@/shared/lib/traceparent';

/** Relative on purpose: in production the BFF serves this app and the API from the same origin. */
const API_BASE_URL = '/api/v1';

/**
 * A route of the public API (/api/v2), which also takes the web session's token (webhooks). The base
 * URL is joined to every relative path ('/api/v2/…' would become '/api/v1/api/v2/…'): only an absolute
 * URL is sent as it is, still through the same baseQuery, so it keeps the Authorization header.
 */
export const apiV2Url = (path: string) => `${window.location.origin}/api/v2${path}`;

const fetchWithToken = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('traceparent', newTraceparent());
    return headers;
  },
});

let onSessionExpired: () => void = () => window.location.assign('/signin');

/** The app decides where an ended session goes (the router's /signin) and clears cached data. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/**
 * A 401 on a call made with a token means the server ended that session (blocked user, changed
 * password or role, expiry): forget it here too. Only the first of several parallel 401s acts.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const sentToken = readToken();
  const result = await fetchWithToken(args, api, extra);
  if (result.error?.status === 401 && sentToken && readToken() === sentToken) {
    endSession();
    onSessionExpired();
  }
  return result;
};

/**
 * Everything read from the wallet (balances, movements) carries this tag: a payment, a top-up or a
 * staff credit invalidates it, and the sidebar's 'Saldo Disponible' and /prepaids refresh.
 */
export const WALLET_TAG = 'Wallet' as const;

/**
 * The one RTK Query API of the app. Features add their endpoints with `baseApi.injectEndpoints`
 * in their own `api/` folder.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
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
    WALLET_TAG,
    'Overweight',
    'Report',
    'Integration',
    'Tracking',
    'ApiKey',
    'WebhookEndpoint',
    'WebhookDelivery',
    'Batch',
    'Pickup',
  ],
  endpoints: () => ({}),
});

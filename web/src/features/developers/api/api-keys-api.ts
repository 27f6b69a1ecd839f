import type { ApiKeyDto, CreateApiKey, CreatedApiKey, WalletBalance } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const API_KEY_LIST = { type: 'ApiKey', id: 'LIST' } as const;
const TEST_BALANCE = { type: 'ApiKey', id: 'TEST_BALANCE' } as const;

const apiKeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api-keys: a client's own keys; every account's for the superadmin and the admin. */
    listApiKeys: build.query<ApiKeyDto[], void>({
      query: () => '/api-keys',
      transformResponse: (response: { docs: ApiKeyDto[] }) => response.docs,
      providesTags: [API_KEY_LIST],
    }),
    /** POST /api-keys: the answer carries the key itself, this only time. */
    createApiKey: build.mutation<CreatedApiKey, CreateApiKey>({
      query: (body) => ({ url: '/api-keys', method: 'POST', body }),
      invalidatesTags: [API_KEY_LIST],
    }),
    /** GET /api-keys/test-balance: what test keys pay with (not the wallet). */
    testBalance: build.query<WalletBalance, void>({
      query: () => '/api-keys/test-balance',
      providesTags: [TEST_BALANCE],
    }),
    /** POST /api-keys/test-balance/refill: back up to $10,000.00. */
    refillTestBalance: build.mutation<WalletBalance, void>({
      query: () => ({ url: '/api-keys/test-balance/refill', method: 'POST' }),
      invalidatesTags: [TEST_BALANCE],
    }),
    /** DELETE /api-keys/{id}: the key stays listed, revoked. */
    revokeApiKey: build.mutation<ApiKeyDto, string>({
      query: (id) => ({ url: `/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [API_KEY_LIST],
    }),
  }),
});

export const {
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useTestBalanceQuery,
  useRefillTestBalanceMutation,
} = apiKeysApi;

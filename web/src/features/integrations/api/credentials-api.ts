import type { CredentialDto, SaveCredential } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const CREDENTIAL_LIST = { type: 'Integration', id: 'LIST' } as const;

const credentialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /credential: every carrier configuration, secrets masked. */
    listCredentials: build.query<CredentialDto[], void>({
      query: () => '/credential',
      providesTags: [CREDENTIAL_LIST],
    }),
    createCredential: build.mutation<CredentialDto, SaveCredential>({
      query: (body) => ({ url: '/credential', method: 'POST', body }),
      invalidatesTags: [CREDENTIAL_LIST],
    }),
    /** PUT /credential/{name}: a masked value sent back unchanged keeps the stored secret. */
    updateCredential: build.mutation<CredentialDto, SaveCredential>({
      query: (body) => ({ url: `/credential/${encodeURIComponent(body.name)}`, method: 'PUT', body }),
      invalidatesTags: [CREDENTIAL_LIST],
    }),
    deleteCredential: build.mutation<void, string>({
      query: (name) => ({ url: `/credential/${encodeURIComponent(name)}`, method: 'DELETE' }),
      invalidatesTags: [CREDENTIAL_LIST],
    }),
  }),
});

export const {
  useListCredentialsQuery,
  useCreateCredentialMutation,
  useUpdateCredentialMutation,
  useDeleteCredentialMutation,
} = credentialsApi;

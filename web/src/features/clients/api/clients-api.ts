import type { ClientUsersResponse, UserDto, UserPage } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

/** The selects of this screen list at most this many accounts at a time. */
const SELECT_LIMIT = 100;
const USER_LIST = { type: 'User', id: 'LIST' } as const;
const clientTag = (clientId: string) => ({ type: 'Client' as const, id: clientId });

const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users?rol=client: the client accounts a superadmin chooses from, optionally searched. */
    listClientAccounts: build.query<UserPage, string>({
      query: (search) => ({
        url: '/users',
        params: { rol: 'client', limit: SELECT_LIMIT, search: search || undefined },
      }),
      providesTags: [USER_LIST],
    }),
    /** GET /users?available=true: role user and no client yet, optionally searched. */
    listAssignableUsers: build.query<UserPage, string>({
      query: (search) => ({
        url: '/users',
        params: { available: 'true', limit: SELECT_LIMIT, search: search || undefined },
      }),
      providesTags: [USER_LIST],
    }),
    /** GET /client/{clientId}/users. */
    listClientUsers: build.query<ClientUsersResponse, string>({
      query: (clientId) => `/client/${encodeURIComponent(clientId)}/users`,
      providesTags: (_result, _error, clientId) => [clientTag(clientId)],
    }),
    assignUser: build.mutation<UserDto, { clientId: string; userId: string }>({
      query: ({ clientId, userId }) => ({
        url: `/client/${encodeURIComponent(clientId)}/assign-user/${encodeURIComponent(userId)}`,
        method: 'PATCH',
      }),
      invalidatesTags: (_result, _error, { clientId }) => [clientTag(clientId), USER_LIST],
    }),
    removeUser: build.mutation<UserDto, { clientId: string; userId: string }>({
      query: ({ userId }) => ({ url: `/client/remove-user/${encodeURIComponent(userId)}`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, { clientId }) => [clientTag(clientId), USER_LIST],
    }),
  }),
});

export const {
  useListClientAccountsQuery,
  useListAssignableUsersQuery,
  useListClientUsersQuery,
  useAssignUserMutation,
  useRemoveUserMutation,
} = clientsApi;

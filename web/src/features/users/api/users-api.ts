import type { CreateUser, Tariff, UpdateUserProfile, UserDto, UserPage } from '@envios/contracts';
import { PAGE_SIZES } from '@envios/domain';
import { baseApi } from '@/shared/api/base-api';

const USER_LIST = { type: 'User', id: 'LIST' } as const;
/** A change to a user can change what the Clients screen and the signed-in user's own record show. */
const AFTER_USER_CHANGE = [USER_LIST, 'Client', 'CurrentUser'] as const;

interface UserListArgs {
  page: number;
  search: string;
}

/** Input of the edit form: the profile fields, the optional password, and role / tariff if shown. */
export type UserProfileUpdate = Omit<UpdateUserProfile, 'password'> & { password?: string };

const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users, 10 a page, searched on the server. */
    listUsers: build.query<UserPage, UserListArgs>({
      query: ({ page, search }) => ({
        url: '/users',
        params: { page, limit: PAGE_SIZES.users, search: search || undefined },
      }),
      providesTags: [USER_LIST],
    }),
    /** GET /tipoUsuario: every tariff, or a client's own one. */
    listTariffs: build.query<Tariff[], void>({
      query: () => '/tipoUsuario',
      providesTags: ['Tariff'],
    }),
    createUser: build.mutation<UserDto, CreateUser>({
      query: (body) => ({ url: '/users/createFromDashboard', method: 'POST', body }),
      invalidatesTags: [...AFTER_USER_CHANGE],
    }),
    updateUser: build.mutation<UserDto, { id: string; body: UserProfileUpdate }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [...AFTER_USER_CHANGE],
    }),
    /** Block (false) or activate (true); activating a pending sign-up approves it. */
    setUserActive: build.mutation<UserDto, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { active },
      }),
      invalidatesTags: [...AFTER_USER_CHANGE],
    }),
  }),
});

export const {
  useListUsersQuery,
  useListTariffsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useSetUserActiveMutation,
} = usersApi;

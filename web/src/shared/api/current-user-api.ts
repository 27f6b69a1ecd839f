import type { UserDto } from '@envios/contracts';
import { isRole } from '@envios/domain';
import { readSession, storeRole } from '@/shared/lib/session';
import { baseApi } from './base-api';

// Shared because the public navbar, the dashboard shell and later the payment screens all need it.
const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users/{id} (spec section 7). */
    getCurrentUser: build.query<UserDto, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}`,
      providesTags: ['CurrentUser'],
      // Spec section 4: the role also comes from the user record, and is user when it has none.
      async onQueryStarted(userId, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const role = isRole(data.rol) ? data.rol : 'user';
          const session = readSession();
          if (session.userId === userId && session.role !== role) storeRole(role);
        } catch {
          // A failed fetch keeps the role from the login; a 401 already ended the session.
        }
      },
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;

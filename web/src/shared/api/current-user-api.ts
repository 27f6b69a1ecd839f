import type { UserDto } from '@envios/contracts';
import { baseApi } from './base-api';

// Shared because the public navbar, the dashboard shell and later the payment screens all need it.
const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users/{id} (spec section 7). */
    getCurrentUser: build.query<UserDto, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}`,
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;

export function fullName(user: Pick<UserDto, 'firstName' | 'lastName'> | undefined): string | null {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

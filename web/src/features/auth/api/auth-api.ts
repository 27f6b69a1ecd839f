import type { SignIn, SignInResponse, SignUp, UserDto } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

/** Spec section 7, "Accounts": the calls of the public account screens. */
const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignIn>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    /** Sign-ups are always role user (section 5); the server ignores the field but the spec sends it. */
    signUp: build.mutation<UserDto, SignUp>({
      query: (body) => ({ url: '/users', method: 'POST', body: { ...body, rol: 'user' } }),
    }),
    requestPasswordRecovery: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/password-recovery', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ updated: boolean }, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `/password-recovery/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useRequestPasswordRecoveryMutation,
  useResetPasswordMutation,
} = authApi;

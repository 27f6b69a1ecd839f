import type { SignIn, SignInResponse, SignUp, UserDto } from '@envios/contracts';
import { postJson } from '@/shared/api/public-api';

/**
 * Spec section 7, "Accounts": the calls of the public account screens, made with fetch (these
 * pages load before Redux; see public-api.ts).
 */
export const signIn = (body: SignIn) => postJson<SignInResponse>('/login', body);

/** Sign-ups are always role user (section 5); the server ignores the field but the spec sends it. */
export const signUp = (body: SignUp) => postJson<UserDto>('/users', { ...body, rol: 'user' });

export const requestPasswordRecovery = (body: { email: string }) =>
  postJson<{ message: string }>('/password-recovery', body);

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  postJson<{ updated: boolean }>(`/password-recovery/${encodeURIComponent(token)}`, { password });

/**
 * The forms' schemas load after the page has rendered (zod is most of their weight), each the
 * contracts' own, so the form shows the very messages the API answers with.
 */
const loadSchemas = () => import('@envios/contracts');
export const signInSchema = () => loadSchemas().then((contracts) => contracts.SignInSchema);
export const signUpFormSchema = () => loadSchemas().then((contracts) => contracts.SignUpFormSchema);
export const passwordRecoverySchema = () =>
  loadSchemas().then((contracts) => contracts.PasswordRecoverySchema);
export const passwordResetFormSchema = () =>
  loadSchemas().then((contracts) => contracts.PasswordResetFormSchema);

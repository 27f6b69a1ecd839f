import { z } from 'zod';
import {
  AccountSettingsSchema,
  ClientUsersResponseSchema,
  ContactResponseSchema,
  ContactSchema,
  CreateUserSchema,
  InternalSignInSchema,
  PasswordRecoverySchema,
  PasswordResetSchema,
  PasswordUpdatedSchema,
  RecoveryRequestedSchema,
  SignInResponseSchema,
  SignUpSchema,
  TariffSchema,
  UpdateAccountSettingsSchema,
  UpdateUserActiveSchema,
  UpdateUserProfileSchema,
  UserDtoSchema,
  UserListQuerySchema,
  UserListResultSchema,
} from '../api/accounts.api';
import { DeletedSchema, IdParamsSchema, ObjectIdSchema } from '../api/common.api';
import {
  ApiKeyDtoSchema,
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiRateLimitSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  VerifiedApiKeySchema,
  VerifyApiKeySchema,
} from '../api/developers.api';
import { TaxInformationBodySchema, TaxInformationDtoSchema } from '../api/tax.api';
import { defineRoute } from './route';

/** The identity service's internal API (spec section 7, "Accounts", and /contact). */
export const IdentityRoutes = {
  signIn: defineRoute({
    method: 'POST',
    path: '/internal/auth/sign-in',
    body: InternalSignInSchema,
    response: SignInResponseSchema,
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/internal/users',
    body: SignUpSchema,
    response: UserDtoSchema,
  }),
  listUsers: defineRoute({
    method: 'GET',
    path: '/internal/users',
    query: UserListQuerySchema,
    response: UserListResultSchema,
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/internal/users/from-dashboard',
    body: CreateUserSchema,
    response: UserDtoSchema,
  }),
  getUser: defineRoute({
    method: 'GET',
    path: '/internal/users/:id',
    params: IdParamsSchema,
    response: UserDtoSchema,
  }),
  editUser: defineRoute({
    method: 'PUT',
    path: '/internal/users/:id',
    params: IdParamsSchema,
    body: UpdateUserProfileSchema,
    response: UserDtoSchema,
  }),
  /** Block (false) or activate (true); the first activation of a new account is its approval. */
  setUserActive: defineRoute({
    method: 'PUT',
    path: '/internal/users/:id/active',
    params: IdParamsSchema,
    body: UpdateUserActiveSchema,
    response: UserDtoSchema,
  }),
  listTariffs: defineRoute({ method: 'GET', path: '/internal/tariffs', response: z.array(TariffSchema) }),
  listClientUsers: defineRoute({
    method: 'GET',
    path: '/internal/clients/:clientId/users',
    params: z.object({ clientId: ObjectIdSchema }),
    response: ClientUsersResponseSchema,
  }),
  assignUserToClient: defineRoute({
    method: 'PATCH',
    path: '/internal/clients/:clientId/assign-user/:userId',
    params: z.object({ clientId: ObjectIdSchema, userId: ObjectIdSchema }),
    response: UserDtoSchema,
  }),
  removeUserFromClient: defineRoute({
    method: 'PATCH',
    path: '/internal/clients/remove-user/:userId',
    params: z.object({ userId: ObjectIdSchema }),
    response: UserDtoSchema,
  }),
  requestPasswordRecovery: defineRoute({
    method: 'POST',
    path: '/internal/password-recovery',
    body: PasswordRecoverySchema,
    response: RecoveryRequestedSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/internal/password-recovery/:token',
    // Any text reaches the use case, which answers a malformed token like an expired one.
    params: z.object({ token: z.string() }),
    body: PasswordResetSchema,
    response: PasswordUpdatedSchema,
  }),
  /** The caller's own settings (optional e-mails, overweight auto-pay): there is no one else's. */
  getAccountSettings: defineRoute({
    method: 'GET',
    path: '/internal/account/settings',
    response: AccountSettingsSchema,
  }),
  updateAccountSettings: defineRoute({
    method: 'PUT',
    path: '/internal/account/settings',
    body: UpdateAccountSettingsSchema,
    response: AccountSettingsSchema,
  }),
  sendContact: defineRoute({
    method: 'POST',
    path: '/internal/contact',
    body: ContactSchema,
    response: ContactResponseSchema,
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/internal/api-keys',
    body: CreateApiKeySchema,
    response: CreatedApiKeySchema,
  }),
  listApiKeys: defineRoute({ method: 'GET', path: '/internal/api-keys', response: ApiKeyListSchema }),
  revokeApiKey: defineRoute({
    method: 'DELETE',
    path: '/internal/api-keys/:id',
    params: ApiKeyIdParamsSchema,
    response: ApiKeyDtoSchema,
  }),
  setApiRateLimit: defineRoute({
    method: 'PUT',
    path: '/internal/users/:id/api-rate-limit',
    params: IdParamsSchema,
    body: ApiRateLimitSchema,
    response: ApiRateLimitSchema,
  }),
  /** The BFF, for a request that carries a key: is it live, whose is it, what may it do. */
  verifyApiKey: defineRoute({
    method: 'POST',
    path: '/internal/api-keys/verify',
    body: VerifyApiKeySchema,
    response: VerifiedApiKeySchema,
  }),
  /** Issue 29: a customer's tax data for CFDI invoices; 404 TAX.NOT_SET before any was saved. */
  getTaxInformation: defineRoute({
    method: 'GET',
    path: '/internal/users/:id/tax-information',
    params: IdParamsSchema,
    response: TaxInformationDtoSchema,
  }),
  /** SAT's rules are checked here; whether the postal code exists, by the BFF against SEPOMEX. */
  saveTaxInformation: defineRoute({
    method: 'PUT',
    path: '/internal/users/:id/tax-information',
    params: IdParamsSchema,
    body: TaxInformationBodySchema,
    response: TaxInformationDtoSchema,
  }),
  /** Clears it: the customer's payments go into the period's global invoice again. */
  deleteTaxInformation: defineRoute({
    method: 'DELETE',
    path: '/internal/users/:id/tax-information',
    params: IdParamsSchema,
    response: DeletedSchema,
  }),
} as const;

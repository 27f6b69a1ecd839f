import { z } from 'zod';
import { OPTIONAL_EMAILS, type OptionalEmail } from '../events/identity.events';
import { Messages } from '../messages';
import { visibleText } from './text.api';
import { ObjectIdSchema, PageQuerySchema, RoleSchema, pageResultSchema, pageSchema } from './common.api';

/** Limits of spec sections 5 and 9 for accounts. */
export const AccountLimits = {
  nameMax: 35,
  emailMax: 35,
  phoneMax: 10,
  passwordMin: 4,
  passwordMax: 12,
} as const;

const v = Messages.validation;

/** Inputs are trimmed (section 5); a non-string (e.g. `{"$gt": ""}`) fails here, never reaching a query. */
const trimmed = (message: string) => visibleText(message);

export const passwordField = trimmed(v.password)
  .min(AccountLimits.passwordMin, v.password)
  .max(AccountLimits.passwordMax, v.password);

const emailField = (message: string) =>
  trimmed(message)
    .min(1, message)
    .max(AccountLimits.emailMax, message)
    .pipe(z.email({ error: message }));

const nameField = (message: string) => trimmed(message).min(1, message).max(AccountLimits.nameMax, message);

const phoneField = trimmed(v.phone).regex(/^\d{7,10}$/, v.phone);

const websiteField = z
  .union([
    z.literal(''),
    z.url({ error: 'Introduce una dirección web válida (https://…).', protocol: /^https?$/ }),
  ])
  .optional()
  .transform((value) => value || undefined);

// ---------- Sign in ----------

export const SignInSchema = z.object({
  email: emailField(v.signinEmail),
  password: passwordField,
  /** 'Mantener sesión iniciada': a long-lived session instead of a short one. */
  keepSession: z.boolean().optional().default(false),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignInResponseSchema = z.object({
  id: z.string(),
  token: z.string(),
  rol: RoleSchema,
  /** ISO date-time when the token stops working. */
  expiresAt: z.string(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** What the BFF sends identity: the sign-in plus the client's address, to throttle failures by address too. */
export const InternalSignInSchema = SignInSchema.extend({ clientIp: z.string().max(64).optional() });

// ---------- Sign up ----------

export const SignUpSchema = z.object({
  firstName: nameField(v.firstName),
  lastName: nameField(v.lastName),
  email: emailField(v.email),
  phone: phoneField,
  password: passwordField,
  website: websiteField,
  /** Accepted for compatibility with the original client and ignored: sign-ups are always 'user'. */
  rol: z
    .unknown()
    .optional()
    .transform(() => undefined),
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** The sign-up form adds the confirmation, checked in the browser only. */
export const SignUpFormSchema = SignUpSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword.trim(),
  { path: ['confirmPassword'], error: v.passwordMismatch },
);

// ---------- Password recovery ----------

export const PasswordRecoverySchema = z.object({ email: emailField(v.email) });
export const PasswordResetSchema = z.object({ password: passwordField });
export const PasswordResetFormSchema = PasswordResetSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword.trim(),
  { path: ['confirmPassword'], error: v.passwordMismatch },
);
/** Reset tokens are 43 base64url characters (32 random bytes). */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'El enlace no es válido.');

// ---------- Users ----------

export const TariffSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  /** Percentage added to carrier prices; absent for the roles that see no amounts. */
  tarifa: z.number().optional(),
});
export type Tariff = z.infer<typeof TariffSchema>;

export const UserDtoSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  rol: RoleSchema,
  active: z.boolean(),
  /** Never approved yet (a new sign-up waiting for activation). */
  pendingApproval: z.boolean(),
  locked: z.boolean(),
  invoice: z.boolean(),
  taxInformation: z.record(z.string(), z.unknown()).nullable(),
  tipoUsuario: TariffSchema.nullable(),
  parentClient: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

/** The cards of the Users screen, over the caller's whole scope (not only this page). */
const UserCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  blocked: z.number().int(),
});

export const UserPageSchema = pageSchema(UserDtoSchema).extend({ counts: UserCountsSchema });
export type UserPage = z.infer<typeof UserPageSchema>;

/** One page of users as identity answers it (the BFF adds pages and links). */
export const UserListResultSchema = pageResultSchema(UserDtoSchema).extend({ counts: UserCountsSchema });
export type UserListResult = z.infer<typeof UserListResultSchema>;

export const UserListQuerySchema = PageQuerySchema.extend({
  rol: RoleSchema.optional(),
  /** Matches first name, last names, e-mail or phone (case-insensitive, contains). */
  search: z.string().trim().max(100).optional(),
  /** Only users with role user and no client yet (the Clients screen's assignment list). */
  available: z
    .enum(['true', 'false'])
    .optional()
    .transform((x) => x === 'true'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const CreateUserSchema = z.object({
  firstName: nameField(v.firstName),
  lastName: nameField(v.lastName),
  email: emailField(v.email),
  phone: phoneField,
  password: passwordField,
  tipoUsuario: ObjectIdSchema.or(z.literal('')).refine((x) => x !== '', 'Selecciona un tipo de usuario.'),
  /** Ignored: this screen always creates role 'user'. */
  rol: z
    .unknown()
    .optional()
    .transform(() => undefined),
});
export type CreateUser = z.infer<typeof CreateUserSchema>;

export const UpdateUserActiveSchema = z.object({ active: z.boolean() }).strict();

export const UpdateUserProfileSchema = z.object({
  firstName: nameField(v.firstName),
  lastName: nameField(v.lastName),
  email: emailField(v.email),
  phone: phoneField,
  /** Empty keeps the current password. */
  password: z
    .union([z.literal(''), passwordField])
    .optional()
    .transform((p) => p || undefined),
  tipoUsuario: ObjectIdSchema.optional(),
  rol: RoleSchema.optional(),
});

const isActiveOnly = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'active' in body;

/** PUT /users/{id}: either `{active}` alone (block / activate) or the profile form. */
export const UpdateUserSchema = z.unknown().transform((body, ctx) => {
  const result = isActiveOnly(body)
    ? UpdateUserActiveSchema.safeParse(body)
    : UpdateUserProfileSchema.safeParse(body);
  if (result.success) return result.data as UpdateUserActive | UpdateUserProfile;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: body } as never);
  return z.NEVER;
});
export type UpdateUserActive = z.infer<typeof UpdateUserActiveSchema>;
export type UpdateUserProfile = z.infer<typeof UpdateUserProfileSchema>;
export type UpdateUser = UpdateUserActive | UpdateUserProfile;

// ---------- Clients ----------

export const ClientUsersResponseSchema = z.object({ users: z.array(UserDtoSchema) });
export type ClientUsersResponse = z.infer<typeof ClientUsersResponseSchema>;

// ---------- Contact ----------

export const ContactSchema = z.object({
  first_name: trimmed('Introduce tu nombre.').min(1, 'Introduce tu nombre.').max(60, 'Introduce tu nombre.'),
  last_name: trimmed('Introduce tu apellido.')
    .min(1, 'Introduce tu apellido.')
    .max(60, 'Introduce tu apellido.'),
  company_name: trimmed('Introduce el nombre de tu empresa.')
    .min(1, 'Introduce el nombre de tu empresa.')
    .max(120, 'Introduce el nombre de tu empresa.'),
  email: trimmed(v.email)
    .min(1, v.email)
    .max(100, v.email)
    .pipe(z.email({ error: v.email })),
  phone: trimmed(v.phone).regex(/^[\d\s()+-]{7,20}$/, v.phone),
  web: websiteField,
  message: visibleText('Escribe tus comentarios.', true)
    .min(1, 'Escribe tus comentarios.')
    .max(2000, 'Tus comentarios son demasiado largos.'),
  /** Monthly shipments; only asked when the visitor already ships ('Ya estás haciendo envíos?' = Sí). */
  number_shipment: z.coerce
    .number({ error: 'Indica cuántos envíos haces al mes.' })
    .int('Indica cuántos envíos haces al mes.')
    .min(0, 'Indica cuántos envíos haces al mes.')
    .max(1_000_000, 'Indica cuántos envíos haces al mes.')
    .optional(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** POST /contact answers `{message: 'ok', id}`. */
export const ContactResponseSchema = z.object({ message: z.literal('ok'), id: z.string() });

// ---------- Password recovery answers ----------

/** POST /password-recovery: the spec's success text. */
export const RecoveryRequestedSchema = z.object({ message: z.string() });
/** POST /password-recovery/:token: truthy data means success (section 7). */
export const PasswordUpdatedSchema = z.object({ updated: z.literal(true) });

// ---------- Account settings ----------

const eachEmail = <T extends z.ZodType>(field: T) =>
  Object.fromEntries(OPTIONAL_EMAILS.map((kind) => [kind, field])) as Record<OptionalEmail, T>;

const settingsSwitch = z.boolean({
  error: 'Cada opción de la configuración se activa (true) o se desactiva (false).',
});
const unknownSetting = { error: 'La configuración no tiene esa opción.' };

/**
 * GET/PUT /account/settings: which optional e-mails the signed-in person gets (the overweight and
 * account ones always go) and, for the roles that pay, whether a pending overweight charge is paid
 * from their wallet as soon as its balance covers it.
 */
export const AccountSettingsSchema = z.object({
  emails: z.object(eachEmail(z.boolean())),
  /** Absent for the roles that do not pay shipments. */
  overweightAutopay: z.boolean().optional(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/** A change of one's own settings: any of the switches; what is left out stays as it is. */
export const UpdateAccountSettingsSchema = z
  .strictObject(
    {
      emails: z.strictObject(eachEmail(settingsSwitch.optional()), unknownSetting).optional(),
      overweightAutopay: settingsSwitch.optional(),
    },
    unknownSetting,
  )
  .refine((body) => body.overweightAutopay !== undefined || Object.keys(body.emails ?? {}).length > 0, {
    error: 'Indica qué opción de la configuración quieres cambiar.',
  });
export type UpdateAccountSettings = z.infer<typeof UpdateAccountSettingsSchema>;

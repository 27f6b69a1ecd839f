import { z } from 'zod';
import { ObjectIdSchema, RoleSchema } from './common.api';

// ---------- API keys (issue 26) ----------

/** What a key may do in /api/v2; a route names the one scope it needs. */
export const API_KEY_SCOPES = ['rates', 'shipments', 'payments', 'labels', 'tracking', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Live keys act on real money and carriers; test keys on the sandboxes only. */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** Every key starts with this, then its mode: `envmx_live_…`, `envmx_test_…`. */
export const API_KEY_PREFIX = 'envmx_';
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** Active keys an account may hold at once. */
export const MAX_ACTIVE_API_KEYS = 20;

/** POST /api/v1/api-keys. */
export const CreateApiKeySchema = z.object({
  name: z
    .string({ error: 'Ponle un nombre a la clave.' })
    .trim()
    .min(1, 'Ponle un nombre a la clave.')
    .max(60, 'El nombre no puede tener más de 60 caracteres.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Permiso desconocido.' }), {
      error: 'Elige al menos un permiso.',
    })
    .min(1, 'Elige al menos un permiso.')
    .transform((scopes) => [...new Set(scopes)].sort()),
  mode: z.enum(API_KEY_MODES, { error: 'El modo debe ser "live" o "test".' }).default('live'),
});
export type CreateApiKey = z.infer<typeof CreateApiKeySchema>;

/** A key as lists show it: never its secret, only the first characters that tell keys apart. */
export const ApiKeyDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  mode: z.enum(API_KEY_MODES),
  /** The key's first characters (`envmx_live_AbCd`), to recognise it. */
  prefix: z.string(),
  owner: z.object({ _id: z.string(), email: z.string() }),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof ApiKeyDtoSchema>;

export const ApiKeyListSchema = z.object({ docs: z.array(ApiKeyDtoSchema) });

/** The answer to creating a key: the key itself, this once. */
export const CreatedApiKeySchema = ApiKeyDtoSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyIdParamsSchema = z.object({ id: ObjectIdSchema });

/** BFF → identity: is this key (its SHA-256) live, and whose is it? */
export const VerifyApiKeySchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{64}$/),
  /** The address it was used from (shown as the key's last use). */
  ip: z.string().max(64).optional(),
});

export const VerifiedApiKeySchema = z.object({
  valid: z.boolean(),
  key: z
    .object({
      id: z.string(),
      scopes: z.array(z.enum(API_KEY_SCOPES)),
      mode: z.enum(API_KEY_MODES),
      /** Requests a second this key may make (its account's limit). */
      rate_limit: z.number().int().positive(),
      owner: z.object({ id: z.string(), role: RoleSchema, email: z.string() }),
    })
    .nullable(),
});
export type VerifiedApiKey = z.infer<typeof VerifiedApiKeySchema>;

/** PUT /api/v1/users/{id}/api-rate-limit (superadmin): an account's requests a second per key. */
export const ApiRateLimitSchema = z.object({
  /** null: the portal's default. */
  api_rate_limit: z
    .number({ error: 'El límite debe ser un número entero de 1 a 10,000, o null.' })
    .int('El límite debe ser un número entero de 1 a 10,000, o null.')
    .min(1, 'El límite debe ser un número entero de 1 a 10,000, o null.')
    .max(10_000, 'El límite debe ser un número entero de 1 a 10,000, o null.')
    .nullable(),
});

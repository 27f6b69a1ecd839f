import { z } from 'zod';
import { RoleSchema } from './api/common.api';

/**
 * Access tokens are JWTs signed by identity (EdDSA) and verified by the BFF with the public key.
 * `tv` is the user's token version: identity bumps it (and mirrors it in Redis) when it blocks a
 * user, resets or changes their password or changes their role, which revokes every older token
 * at once without waiting for expiry.
 */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  rol: RoleSchema,
  email: z.string(),
  tv: z.number().int().nonnegative(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

export const ACCESS_TOKEN_ISSUER = 'envios-identity';
export const ACCESS_TOKEN_AUDIENCE = 'envios-portal';

/** Redis key holding a user's current token version (absent means 0). */
export const tokenVersionKey = (userId: string): string => `envios:identity:token-version:${userId}`;

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { RoleSchema } from '@envios/contracts';

/** Who is calling, as the BFF established it from the user's token. Services trust nothing else. */
export const CallerIdentitySchema = z.object({
  id: z.string().min(1),
  role: RoleSchema,
  email: z.string().optional(),
  /** The client account this user belongs to, when assigned. */
  parentClient: z.string().nullable().optional(),
  /** The user's tariff percentage (tipoUsuario.tarifa), for pricing. */
  tarifa: z.number().nullable().optional(),
  /**
   * Calling with a test API key: quotes from rate cards only, shipments flagged test and listed
   * apart, a test balance, labels that no carrier receives.
   */
  test: z.boolean().optional(),
  /** Issued-at, seconds since epoch; signatures older than the window are refused. */
  iat: z.number().int(),
});
export type CallerIdentity = z.infer<typeof CallerIdentitySchema>;

export const InternalHeaders = {
  serviceToken: 'x-service-token',
  caller: 'x-caller',
  callerSignature: 'x-caller-signature',
} as const;

const MAX_AGE_SECONDS = 120;

function hmac(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Encodes and signs a caller identity for the x-caller / x-caller-signature headers. */
export function signCaller(identity: Omit<CallerIdentity, 'iat'>, key: string, now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ ...identity, iat: Math.floor(now / 1000) })).toString(
    'base64url',
  );
  return { [InternalHeaders.caller]: payload, [InternalHeaders.callerSignature]: hmac(key, payload) };
}

/** Returns the identity when the signature is ours and fresh; null otherwise. */
export function verifyCaller(
  payload: string | undefined,
  signature: string | undefined,
  key: string,
  now = Date.now(),
): CallerIdentity | null {
  if (!payload || !signature || !safeEqual(hmac(key, payload), signature)) return null;
  try {
    const parsed = CallerIdentitySchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    if (!parsed.success) return null;
    const age = Math.floor(now / 1000) - parsed.data.iat;
    return age <= MAX_AGE_SECONDS && age >= -MAX_AGE_SECONDS ? parsed.data : null;
  } catch {
    return null;
  }
}

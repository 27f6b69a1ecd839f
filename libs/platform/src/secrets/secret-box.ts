import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

const PREFIX = 'enc:v1:';

/** A 32-byte key in an environment variable: 64 hex characters, or base64. */
export const key32 = z
  .string()
  .transform((v) => (/^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64')))
  .refine((b) => b.length === 32, 'must be 32 bytes (64 hex characters or base64)');

/**
 * AES-256-GCM for secrets at rest (carrier credentials). Quoting seals what the Integrations screen
 * saves; a service that calls carriers keeps the sealed values its events carry and opens them only
 * to make a call. The key (CREDENTIALS_ENCRYPTION_KEY) comes from the environment.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new TypeError('SecretBox needs a 32-byte key');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

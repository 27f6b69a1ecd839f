import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { QuotingConfig } from '../config';

const PREFIX = 'enc:v1:';

/** AES-256-GCM for carrier credentials at rest; the key comes from the environment. */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: QuotingConfig) {
    this.key = config.CREDENTIALS_ENCRYPTION_KEY;
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

/** Shows only the last 4 characters of a secret. */
export function mask(secret: string): string {
  return '••••••••' + (secret.length > 4 ? secret.slice(-4) : '');
}

export const isMasked = (value: string) => value.startsWith('••••');

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, SecretBox as PlatformSecretBox } from '@envios/platform';
import type { QuotingConfig } from '../config';

/** The platform's AES-256-GCM box under this service's CREDENTIALS_ENCRYPTION_KEY. */
@Injectable()
export class SecretBox extends PlatformSecretBox {
  constructor(@Inject(APP_CONFIG) config: QuotingConfig) {
    super(config.CREDENTIALS_ENCRYPTION_KEY);
  }
}

/** Shows only the last 4 characters of a secret. */
export function mask(secret: string): string {
  return '••••••••' + (secret.length > 4 ? secret.slice(-4) : '');
}

export const isMasked = (value: string) => value.startsWith('••••');

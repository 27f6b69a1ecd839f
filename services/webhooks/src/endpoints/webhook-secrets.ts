import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, SecretBox } from '@envios/platform';
import type { WebhooksConfig } from '../config';

/** An endpoint's signing secret: made here, kept sealed at rest, opened only to sign a delivery. */
@Injectable()
export class WebhookSecrets {
  private readonly box: SecretBox;

  constructor(@Inject(APP_CONFIG) config: WebhooksConfig) {
    this.box = new SecretBox(config.WEBHOOKS_ENCRYPTION_KEY);
  }

  /** A new secret (`whsec_` and 256 random bits) and its sealed form. */
  create(): { secret: string; sealed: string } {
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    return { secret, sealed: this.box.seal(secret) };
  }

  open(sealed: string): string {
    return this.box.open(sealed);
  }
}

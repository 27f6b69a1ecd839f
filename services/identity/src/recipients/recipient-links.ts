import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../config';

/**
 * The recipient's links: the tracking page and the signed 'no more notices' link. The signature is
 * an HMAC of the guide under a key derived from identity's own signing key (domain-separated, so
 * no new secret to hand out); only identity makes and checks it.
 */
@Injectable()
export class RecipientLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {
    this.key = createHash('sha256')
      .update('envios:recipient-opt-out:')
      .update(config.JWT_PRIVATE_KEY)
      .digest();
  }

  link(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }

  pageUrl(guide: string): string {
    return this.link(`/rastreo/${encodeURIComponent(guide)}`);
  }

  optOutUrl(guide: string): string {
    return this.link(`/rastreo/${encodeURIComponent(guide)}/baja?firma=${this.sign(guide)}`);
  }

  sign(guide: string): string {
    return createHmac('sha256', this.key).update(guide.toUpperCase()).digest('base64url').slice(0, 32);
  }

  verify(guide: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(guide));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

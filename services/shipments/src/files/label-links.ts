import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, safeEqual } from '@envios/platform';
import type { ShipmentsConfig } from '../config';

/**
 * Unguessable expiring links to a label file (for a printer, a mail, a phone without a session):
 * HMAC-SHA256 of the file name and expiry under the internal signing key.
 */
@Injectable()
export class LabelLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: ShipmentsConfig) {}

  sign(file: string, now = Date.now(), ttlSeconds = this.config.LABEL_LINK_TTL_SECONDS) {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return {
      url: `/api/public/${file}?expires=${expires}&signature=${this.signature(file, expires)}`,
      expires,
    };
  }

  /** 'valid', 'expired' (a genuine link past its time) or 'invalid'. */
  check(file: string, expires: number, signature: string, now = Date.now()): 'valid' | 'expired' | 'invalid' {
    if (!safeEqual(signature, this.signature(file, expires))) return 'invalid';
    return expires * 1000 < now ? 'expired' : 'valid';
  }

  private signature(file: string, expires: number): string {
    return createHmac('sha256', this.config.INTERNAL_SIGNING_KEY)
      .update(`label:${file}:${expires}`)
      .digest('base64url');
  }
}

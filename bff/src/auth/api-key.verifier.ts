import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DeveloperErrors, IdentityRoutes, type VerifiedApiKey } from '@envios/contracts';
import { APP_CONFIG, AppError } from '@envios/platform';
import type { BffConfig } from '../config/config';
import { ServiceClients } from '../platform/service-clients';

export type LiveApiKey = NonNullable<VerifiedApiKey['key']>;

/** Keys this replica holds verified answers for at once. */
const HELD_MAX = 10_000;

/**
 * Checks an API key with identity (by its SHA-256: the key itself never leaves the BFF) and holds
 * the answer, yes or no, for API_KEY_HOLD_MS (at most a second): a revoked key, a blocked owner or
 * a changed role take effect on every replica within that time, and a busy key costs identity one
 * question a second per replica. Concurrent requests with one key share one question.
 */
@Injectable()
export class ApiKeyVerifier {
  private readonly held = new Map<string, { until: number; answer: Promise<VerifiedApiKey> }>();

  constructor(
    private readonly services: ServiceClients,
    @Inject(APP_CONFIG) private readonly config: BffConfig,
  ) {}

  async verify(key: string, ip: string | undefined): Promise<LiveApiKey> {
    const hash = createHash('sha256').update(key).digest('hex');
    const now = Date.now();
    let entry = this.held.get(hash);
    if (!entry || entry.until <= now) {
      if (this.held.size >= HELD_MAX) this.held.clear();
      const answer = this.services.identity.call(IdentityRoutes.verifyApiKey, { body: { hash, ip } });
      entry = { until: now + this.config.API_KEY_HOLD_MS, answer };
      this.held.set(hash, entry);
      // A failed question is not held: the next request asks again.
      answer.catch(() => this.held.get(hash) === entry && this.held.delete(hash));
    }
    const { key: live } = await entry.answer;
    if (!live) throw AppError.of(DeveloperErrors.keyInvalid);
    return live;
  }
}

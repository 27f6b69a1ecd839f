import { Injectable } from '@nestjs/common';
import { TrackingErrors, TrackingRoutes } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { ServiceClients } from '../platform/service-clients';
import { LiveHub } from './live-hub';

/**
 * How long a guide's answer is kept: a change of the guide drops it at once (the live channel), so
 * this only bounds how stale an answer gets if an announcement is lost. An unknown guide is asked
 * about again sooner: its label may have just been made.
 */
const TTL_MS = 60_000;
const NOT_FOUND_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/** What POST /tracking answers for a guide: its result's bytes, or that it is not found. */
export type CachedLookup = { found: true; body: Buffer } | { found: false };

/**
 * The public lookup is what visitors and customers check most, and its answer changes only when a
 * carrier reports news (every few minutes at most). Each BFF replica keeps the tracking service's
 * answers for a few seconds, dropped as soon as shipments announces a change of the guide (the live
 * channel), and asks once for a guide many callers want at the same moment.
 */
@Injectable()
export class TrackingLookupCache {
  private readonly entries = new Map<string, { value: CachedLookup; expires: number }>();
  private readonly pending = new Map<string, Promise<CachedLookup>>();

  constructor(
    private readonly services: ServiceClients,
    hub: LiveHub,
  ) {
    hub.onChange((update) => {
      if (update.number_guide) this.entries.delete(update.number_guide);
    });
  }

  /** The cached answer, if fresh (no I/O: the fast path uses it). */
  peek(guide: string, now = Date.now()): CachedLookup | undefined {
    const entry = this.entries.get(guide);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.value;
    this.entries.delete(guide);
    return undefined;
  }

  async lookup(guide: string): Promise<CachedLookup> {
    const cached = this.peek(guide);
    if (cached) return cached;
    let asking = this.pending.get(guide);
    if (!asking) {
      asking = this.ask(guide).finally(() => this.pending.delete(guide));
      this.pending.set(guide, asking);
    }
    return asking;
  }

  private async ask(guide: string): Promise<CachedLookup> {
    let value: CachedLookup;
    try {
      value = {
        found: true,
        body: await this.services.tracking.callRaw(TrackingRoutes.lookup, { body: { guide_number: guide } }),
      };
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== TrackingErrors.guideNotFound.code) throw err;
      value = { found: false };
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(guide, { value, expires: Date.now() + (value.found ? TTL_MS : NOT_FOUND_TTL_MS) });
    return value;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { ON_TIME_PERIOD_DAYS, ReportsRoutes, type LaneOnTime, type OnTime } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { APP_CONFIG, ServiceClient } from '@envios/platform';
import type { QuotingConfig } from '../../config';
import { DeadlineExceeded, withDeadline } from '../quote/deadline';

/** Lanes a replica holds; the least recently asked go first. */
const HELD = 5_000;
/** A lane whose figures could not be read is asked again after this long at most. */
const FAILED_MS = 10_000;
/** A lane with no delivery at all is asked again after this long at most. */
const EMPTY_MS = 10_000;

interface Held {
  at: number;
  ttl: number;
  figures: LaneOnTime | null;
}

/** What an option says when the figures are unknown (reports slow, failing, or not configured). */
const NO_ON_TIME: OnTime = { rate: null, sample: 0, period_days: ON_TIME_PERIOD_DAYS };

/**
 * Each carrier's on-time record on a lane, from the reports service's read model (never computed at
 * quote time), held per lane for ON_TIME_CACHE_MS. A quote waits ON_TIME_DEADLINE_MS at most: past
 * it, or when reports fail, the options say rate null and the call, once it answers, serves the next
 * quotes of the lane. One call per lane at a time.
 */
@Injectable()
export class LaneOnTimeFigures {
  private readonly logger = new Logger(LaneOnTimeFigures.name);
  private readonly held = new Map<string, Held>();
  private readonly asking = new Map<string, Promise<LaneOnTime | null>>();
  private readonly reports?: ServiceClient;

  constructor(@Inject(APP_CONFIG) private readonly config: QuotingConfig) {
    if (config.REPORTS_URL)
      this.reports = new ServiceClient(
        'reports',
        config.REPORTS_URL,
        config.INTERNAL_SERVICE_TOKEN,
        config.INTERNAL_SIGNING_KEY,
        2_000,
      );
  }

  /** Per carrier, its on-time figure (the figures are everyone's: no caller is sent) on origin state → destination state (and the destination's zone). */
  async of(
    origin: string,
    destination: string,
    postalCode: string,
  ): Promise<(carrier: CarrierCode) => OnTime> {
    const figures = await this.lane(origin, destination, postalCode);
    return (carrier) => {
      const c = figures?.carriers[carrier];
      return c ? { rate: c.rate, sample: c.sample, period_days: c.period_days } : NO_ON_TIME;
    };
  }

  private async lane(origin: string, destination: string, postalCode: string): Promise<LaneOnTime | null> {
    if (!this.reports) return null;
    const key = `${origin}|${destination}|${postalCode.slice(0, 2)}`;
    const held = this.held.get(key);
    if (held && Date.now() - held.at < held.ttl) return held.figures;
    let asking = this.asking.get(key);
    if (!asking) {
      asking = this.ask(key, { origin, destination, postal_code: postalCode });
      this.asking.set(key, asking);
    }
    try {
      return await withDeadline(this.config.ON_TIME_DEADLINE_MS, () => asking);
    } catch (err) {
      if (!(err instanceof DeadlineExceeded)) throw err;
      // Still on its way: this quote goes without; the answer serves the next ones.
      return held?.figures ?? null;
    }
  }

  private async ask(
    key: string,
    query: { origin: string; destination: string; postal_code: string },
  ): Promise<LaneOnTime | null> {
    try {
      const figures = await this.reports!.call(ReportsRoutes.laneOnTime, { query });
      // A lane without a delivery yet is asked again soon (its first deliveries, or a history just
      // loaded, show within seconds rather than after the whole hold).
      const known = Object.keys(figures.carriers).length > 0;
      const ttl = known ? this.config.ON_TIME_CACHE_MS : Math.min(EMPTY_MS, this.config.ON_TIME_CACHE_MS);
      this.hold(key, { at: Date.now(), ttl, figures });
      return figures;
    } catch (err) {
      this.logger.warn(`on-time figures of ${key} not read: ${String(err)}`);
      this.hold(key, {
        at: Date.now(),
        ttl: Math.min(FAILED_MS, this.config.ON_TIME_CACHE_MS),
        figures: null,
      });
      return null;
    } finally {
      this.asking.delete(key);
    }
  }

  private hold(key: string, entry: Held): void {
    this.held.delete(key);
    this.held.set(key, entry);
    if (this.held.size > HELD) this.held.delete(this.held.keys().next().value!);
  }
}

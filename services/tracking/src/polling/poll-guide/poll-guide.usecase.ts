import { Inject, Injectable, Logger } from '@nestjs/common';
import { ShipmentDelivered, TrackingStatusChanged } from '@envios/contracts';
import type { TrackResult } from '@envios/carriers';
import {
  nextPollDelayMs,
  normaliseCarrierStatus,
  trackingStatusText,
  trackingStopReason,
  type PortalTrackingStatus,
} from '@envios/domain';
import { APP_CONFIG, EventPublisher } from '@envios/platform';
import type { TrackingConfig } from '../../config';
import { TrackingConnectors } from '../../connectors/tracking-connectors';
import type { StoredTrackEvent, TrackedGuide } from '../../guides/tracked-guide.schema';
import { TrackedGuides } from '../../guides/tracked-guides';
import { PollSchedule } from '../poll-schedule';

export type PollOutcome = 'changed' | 'unchanged' | 'failed' | 'stopped' | 'gone';

/** The portal status of the newest event whose code the carrier's table knows; null when none does. */
function portalStatusOf(g: TrackedGuide, events: readonly StoredTrackEvent[]): PortalTrackingStatus | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const status = normaliseCarrierStatus(g.carrier, events[i].code);
    if (status) return status;
  }
  return null;
}

const sameEvents = (a: readonly StoredTrackEvent[], b: readonly StoredTrackEvent[]) =>
  a.length === b.length &&
  a.every((e, i) => e.date === b[i].date && e.code === b[i].code && e.description === b[i].description);

const isoOrNull = (date: string | undefined) => (date ? new Date(date).toISOString() : null);

/**
 * Asks a guide's carrier about it (one job of its carrier's rate-limited queue). When the carrier
 * reports something new the guide takes it — events, status, the product's text — with
 * TrackingStatusChanged (and ShipmentDelivered at delivery) in one conditional write; otherwise
 * nothing is written. Either way it is put back on the schedule at a time that depends on how it
 * moves, or leaves it once delivered, cancelled or 60 days old. A carrier that errors, hangs past
 * the deadline or answers garbage only delays the guide (backing off), never drops it.
 */
@Injectable()
export class PollGuideUseCase {
  private readonly logger = new Logger(PollGuideUseCase.name);

  constructor(
    private readonly guides: TrackedGuides,
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
    private readonly connectors: TrackingConnectors,
    private readonly schedule: PollSchedule,
    private readonly events: EventPublisher,
  ) {}

  /** `now` is the poll's time (its events carry it): the demo seed polls its history as of the past. */
  async execute(guideNumber: string, now = new Date()): Promise<PollOutcome> {
    const g = await this.guides.forPoll(guideNumber);
    if (!g?.active) {
      if (g) await this.schedule.remove(g.carrier, g._id);
      return 'gone';
    }
    if (trackingStopReason(g.status, g.generatedAt, now) === 'expired') {
      await this.guides.note(g, { active: false, stopReason: 'expired' });
      await this.schedule.remove(g.carrier, g._id);
      return 'stopped';
    }

    let result: TrackResult;
    try {
      result = await this.connectors.connectorFor(g).track({
        carrier: g.carrier,
        trackingNumber: g._id,
        signal: AbortSignal.timeout(this.config.TRACK_DEADLINE_MS),
      });
    } catch (err) {
      const failures = g.pollFailures + 1;
      const reason = String((err as Error)?.message ?? err).slice(0, 300);
      if (failures === 1 || failures % 10 === 0)
        this.logger.warn(`${g.carrier} ${g._id}: poll failed (${failures} in a row): ${reason}`);
      await this.guides.note(g, { pollFailures: failures, lastPollError: reason });
      await this.reschedule(g, { status: g.status, lastChangeAt: g.lastChangeAt, failures }, now);
      return 'failed';
    }

    const events: StoredTrackEvent[] = result.events.map((e) => ({
      date: e.date,
      code: e.code,
      description: e.description,
      location: e.location,
    }));
    if (sameEvents(events, g.events) && result.notFound === g.notFound) {
      if (g.pollFailures) {
        await this.guides.note(g, { pollFailures: 0, lastPollError: null });
      }
      await this.reschedule(g, { status: g.status, lastChangeAt: g.lastChangeAt, failures: 0 }, now);
      return 'unchanged';
    }
    return this.takeNews(g, result.notFound, events, now);
  }

  private async takeNews(
    g: TrackedGuide,
    notFound: boolean,
    events: StoredTrackEvent[],
    now: Date,
  ): Promise<PollOutcome> {
    const status = portalStatusOf(g, events);
    const statusText = trackingStatusText(g.trackingSource, { notFound, events });
    const last = events[events.length - 1];
    const delivery = status === 'delivered' ? last : undefined;
    const deliveredAt = delivery ? new Date(delivery.date) : null;
    const stopReason = trackingStopReason(status, g.generatedAt, now);
    const version = g.version + 1;
    const changed = [
      this.events.event(
        TrackingStatusChanged,
        g.shipmentId,
        {
          shipmentId: g.shipmentId,
          owner: g.owner,
          account: g.account,
          carrier: g.carrier,
          numberGuide: g._id,
          version,
          status,
          statusText,
          lastEventAt: isoOrNull(last?.date),
          lastEventDescription: last?.description ?? null,
          events: events.length,
        },
        now,
      ),
    ];
    if (deliveredAt && !g.deliveredAt)
      changed.push(
        this.events.event(
          ShipmentDelivered,
          g.shipmentId,
          {
            shipmentId: g.shipmentId,
            owner: g.owner,
            account: g.account,
            carrier: g.carrier,
            numberGuide: g._id,
            deliveredAt: deliveredAt.toISOString(),
          },
          now,
        ),
      );
    const change = {
      events,
      notFound,
      status,
      statusText,
      version,
      lastEventAt: last ? new Date(last.date) : null,
      lastChangeAt: now,
      pollFailures: 0,
      lastPollError: null,
      deliveredAt: deliveredAt ?? g.deliveredAt,
      active: stopReason === null,
      stopReason,
    };
    if (!(await this.guides.change(g, change, ...changed))) {
      // Someone else wrote it first (a cancellation, another replica's poll): read it again.
      const current = await this.guides.get(g._id);
      if (!current?.active) await this.schedule.remove(g.carrier, g._id);
      return 'gone';
    }
    if (stopReason) {
      await this.schedule.remove(g.carrier, g._id);
      return 'stopped';
    }
    await this.reschedule(g, { status, lastChangeAt: now, failures: 0 }, now);
    return 'changed';
  }

  private async reschedule(
    g: TrackedGuide,
    state: { status: PortalTrackingStatus | null; lastChangeAt: Date; failures: number },
    now: Date,
  ): Promise<void> {
    // ±10 % so guides made together do not stay in step.
    const jitter = 0.9 + Math.random() * 0.2;
    const delay = nextPollDelayMs(state, now) * this.config.TRACKING_POLL_SCALE * jitter;
    // Only while it is still scheduled: a guide stopped during the poll stays off the schedule.
    await this.schedule.postpone(g.carrier, g._id, now.getTime() + Math.max(50, Math.round(delay)));
  }
}

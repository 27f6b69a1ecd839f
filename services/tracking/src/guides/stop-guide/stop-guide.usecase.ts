import { Injectable } from '@nestjs/common';
import { TrackingStatusChanged, type EventData, type GuideCancelled } from '@envios/contracts';
import { EventPublisher } from '@envios/platform';
import { PollSchedule } from '../../polling/poll-schedule';
import type { TrackedGuide } from '../tracked-guide.schema';
import { TrackedGuides } from '../tracked-guides';

/** What a cancelled guide shows (the product has no text for it). */
const CANCELLED_TEXT = 'Guía cancelada';

/**
 * The owner cancelled the guide (GuideCancelled): it is no longer followed, and says so. Once: the
 * write is conditional on the guide being active at the version read.
 */
@Injectable()
export class StopGuideUseCase {
  constructor(
    private readonly guides: TrackedGuides,
    private readonly schedule: PollSchedule,
    private readonly events: EventPublisher,
  ) {}

  async execute(cancelled: EventData<typeof GuideCancelled>): Promise<void> {
    // A poll writing the guide at the same moment takes the version first; read it again then.
    for (let attempt = 0; attempt < 5; attempt++) {
      const g = await this.guides.get(cancelled.numberGuide);
      if (!g) return;
      if (!g.active || (await this.stop(g, new Date(cancelled.cancelledAt)))) {
        await this.schedule.remove(g.carrier, g._id);
        return;
      }
    }
    throw new Error(`guide ${cancelled.numberGuide} kept changing while it was being stopped`);
  }

  private async stop(g: TrackedGuide, at: Date): Promise<boolean> {
    const last = g.events[g.events.length - 1];
    const version = g.version + 1;
    return this.guides.change(
      g,
      {
        active: false,
        stopReason: 'cancelled',
        status: 'cancelled',
        statusText: CANCELLED_TEXT,
        version,
        lastChangeAt: at,
      },
      this.events.event(TrackingStatusChanged, g.shipmentId, {
        shipmentId: g.shipmentId,
        owner: g.owner,
        account: g.account,
        carrier: g.carrier,
        numberGuide: g._id,
        version,
        status: 'cancelled',
        statusText: CANCELLED_TEXT,
        lastEventAt: last?.date ?? null,
        lastEventDescription: last?.description ?? null,
        events: g.events.length,
      }),
    );
  }
}

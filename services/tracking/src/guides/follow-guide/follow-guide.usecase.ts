import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { trackingSourceFor, trackingStatusText } from '@envios/domain';
import { PollSchedule } from '../../polling/poll-schedule';
import { TrackedGuide } from '../tracked-guide.schema';

const DUPLICATE_KEY = 11000;

/**
 * A label exists (GuideGenerated): its guide is followed from now on and asked about at once, which
 * is also when the carrier's network first hears of it. A repeated event finds the guide followed
 * and only makes sure it is scheduled while it is active.
 */
@Injectable()
export class FollowGuideUseCase {
  constructor(
    @InjectModel(TrackedGuide.name) private readonly guides: Model<TrackedGuide>,
    private readonly schedule: PollSchedule,
  ) {}

  async execute(generated: EventData<typeof GuideGenerated>, occurredAt: Date): Promise<void> {
    const trackingSource = trackingSourceFor(generated.carrier, generated.serviceName);
    try {
      await this.guides.create({
        _id: generated.numberGuide,
        shipmentId: generated.shipmentId,
        owner: generated.owner,
        account: generated.account ?? generated.owner,
        carrier: generated.carrier,
        serviceName: generated.serviceName ?? null,
        source: generated.source,
        trackingSource,
        active: true,
        stopReason: null,
        status: null,
        statusText: trackingStatusText(trackingSource, { notFound: false, events: [] }),
        events: [],
        version: 0,
        lastChangeAt: occurredAt,
        generatedAt: occurredAt,
      });
    } catch (err) {
      if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
      const known = await this.guides.findById(generated.numberGuide, { active: 1 }).lean();
      if (!known?.active) return;
    }
    await this.schedule.add(generated.carrier, generated.numberGuide, Date.now());
  }
}

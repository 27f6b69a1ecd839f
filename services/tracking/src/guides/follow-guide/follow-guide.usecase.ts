import { Injectable } from '@nestjs/common';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { estimateDeliveryDate, trackingSourceFor, trackingStatusText } from '@envios/domain';
import { PollSchedule } from '../../polling/poll-schedule';
import { TrackedGuides } from '../tracked-guides';

/**
 * A label exists (GuideGenerated): its guide is followed from now on and asked about at once, which
 * is also when the carrier's network first hears of it. A repeated event finds the guide followed
 * and only makes sure it is scheduled while it is active. A test key's guide is recorded (its
 * lookup answers "label created") but never followed: no carrier is asked about it.
 */
@Injectable()
export class FollowGuideUseCase {
  constructor(
    private readonly guides: TrackedGuides,
    private readonly schedule: PollSchedule,
  ) {}

  async execute(generated: EventData<typeof GuideGenerated>, occurredAt: Date): Promise<void> {
    const trackingSource = trackingSourceFor(generated.carrier, generated.serviceName);
    const followed = await this.guides.follow({
      _id: generated.numberGuide,
      shipmentId: generated.shipmentId,
      owner: generated.owner,
      account: generated.account ?? generated.owner,
      carrier: generated.carrier,
      serviceName: generated.serviceName ?? null,
      source: generated.source,
      trackingSource,
      active: !generated.test,
      stopReason: generated.test ? 'test' : null,
      status: null,
      statusText: trackingStatusText(trackingSource, { notFound: false, events: [] }),
      events: [],
      version: 0,
      lastChangeAt: occurredAt,
      generatedAt: occurredAt,
      expectedBy:
        generated.transitDays === undefined ? null : estimateDeliveryDate(occurredAt, generated.transitDays),
      test: generated.test ?? false,
    });
    if (followed === 'stopped' || generated.test) return;
    await this.schedule.add(generated.carrier, generated.numberGuide, Date.now());
  }
}

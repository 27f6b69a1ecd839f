import { Injectable } from '@nestjs/common';
import { TrackingStatusChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCollectionUseCase } from '../record-collection/record-collection.usecase';

type Change = EventData<typeof TrackingStatusChanged>;

/** Statuses that say the courier has the parcel. */
const MOVED = new Set([
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'available_for_pickup',
  'returning',
]);

@Injectable()
export class PickupTrackingConsumer {
  constructor(private readonly recordCollection: RecordCollectionUseCase) {}

  // Conditional write (scheduled or missed → collected): a repeated event changes nothing.
  @OnEvent(TrackingStatusChanged, {
    when: (d: Change) => !!d.status && MOVED.has(d.status),
    selfIdempotent: true,
  })
  handle({ data }: EventEnvelope<Change>) {
    return this.recordCollection.execute(data.shipmentId, new Date(data.lastEventAt ?? Date.now()));
  }
}

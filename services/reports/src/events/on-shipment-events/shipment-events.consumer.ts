import { Injectable } from '@nestjs/common';
import {
  GuideCancelled,
  GuideFailed,
  GuideGenerated,
  OverweightRegistered,
  ShipmentCreated,
  ShipmentDeleted,
  ShipmentDelivered,
  TrackingStatusChanged,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { ApplyEvent } from '../apply-event';

/** Shipments' and tracking's events: each shipment's row and the aggregates. */
@Injectable()
export class ShipmentEventsConsumer {
  constructor(private readonly applyEvent: ApplyEvent) {}

  @OnEvent(ShipmentCreated, { selfIdempotent: true })
  created(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(ShipmentDeleted, { selfIdempotent: true })
  deleted(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(GuideGenerated, { selfIdempotent: true })
  guideGenerated(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(GuideFailed, { selfIdempotent: true })
  guideFailed(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(GuideCancelled, { selfIdempotent: true })
  guideCancelled(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(OverweightRegistered, { selfIdempotent: true })
  overweight(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(TrackingStatusChanged, { selfIdempotent: true })
  trackingChanged(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(ShipmentDelivered, { selfIdempotent: true })
  delivered(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }
}

import { Injectable } from '@nestjs/common';
import {
  PaymentRefunded,
  PrepaidCancelled,
  PrepaidExecuted,
  PrepaidRequested,
  ShipmentPaid,
  WalletCredited,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { ApplyEvent } from '../apply-event';

/** The wallet's events: what shipments cost, and the top-ups. */
@Injectable()
export class WalletEventsConsumer {
  constructor(private readonly applyEvent: ApplyEvent) {}

  @OnEvent(ShipmentPaid, { selfIdempotent: true })
  paid(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(PaymentRefunded, { selfIdempotent: true })
  refunded(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(PrepaidRequested, { selfIdempotent: true })
  requested(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(PrepaidExecuted, { selfIdempotent: true })
  executed(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(PrepaidCancelled, { selfIdempotent: true })
  cancelled(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(WalletCredited, { selfIdempotent: true })
  credited(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }
}

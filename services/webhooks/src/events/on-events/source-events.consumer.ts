import { Injectable } from '@nestjs/common';
import {
  BatchCompleted,
  GuideCancelled,
  GuideFailed,
  GuideGenerated,
  OverweightRegistered,
  PaymentReceived,
  ShipmentDelivered,
  TrackingStatusChanged,
  WalletLowBalance,
  type EventContract,
  type EventData,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordWebhookEventUseCase } from '../record-event/record-webhook-event.usecase';
import * as payloads from '../webhook-payloads';

type Envelope<C extends EventContract> = EventEnvelope<EventData<C>>;
const SELF = { selfIdempotent: true } as const;

/**
 * The shipments', tracking's and wallet's events a webhook can carry, each turned into its payload.
 * Each keeps its own record: the event log's entry and each delivery are written only if absent,
 * and a delivery's job does nothing once the delivery is closed, so a repeated event changes nothing.
 */
@Injectable()
export class SourceEventsConsumer {
  constructor(private readonly record: RecordWebhookEventUseCase) {}

  @OnEvent(GuideGenerated, SELF)
  labelCreated(e: Envelope<typeof GuideGenerated>) {
    return this.record.execute(e, payloads.labelCreated(e.data));
  }

  @OnEvent(GuideFailed, SELF)
  labelFailed(e: Envelope<typeof GuideFailed>) {
    return this.record.execute(e, payloads.labelFailed(e.data));
  }

  @OnEvent(GuideCancelled, SELF)
  cancelled(e: Envelope<typeof GuideCancelled>) {
    return this.record.execute(e, payloads.cancelled(e.data));
  }

  @OnEvent(OverweightRegistered, SELF)
  overweight(e: Envelope<typeof OverweightRegistered>) {
    return this.record.execute(e, payloads.overweightRegistered(e.data));
  }

  @OnEvent(TrackingStatusChanged, SELF)
  tracking(e: Envelope<typeof TrackingStatusChanged>) {
    return this.record.execute(e, payloads.trackingUpdated(e.data));
  }

  @OnEvent(ShipmentDelivered, SELF)
  delivered(e: Envelope<typeof ShipmentDelivered>) {
    return this.record.execute(e, payloads.delivered(e.data));
  }

  @OnEvent(BatchCompleted, SELF)
  batchCompleted(e: Envelope<typeof BatchCompleted>) {
    return this.record.execute(e, payloads.batchCompleted(e.data));
  }

  @OnEvent(WalletLowBalance, SELF)
  lowBalance(e: Envelope<typeof WalletLowBalance>) {
    return this.record.execute(e, payloads.lowBalance(e.data));
  }

  @OnEvent(PaymentReceived, SELF)
  payment(e: Envelope<typeof PaymentReceived>) {
    return this.record.execute(e, payloads.paymentCompleted(e.data));
  }
}

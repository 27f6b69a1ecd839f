import { Injectable } from '@nestjs/common';
import {
  GuideCancelled,
  GuideFailed,
  GuideGenerated,
  OverweightRegistered,
  DisputeAccepted,
  DisputeOpened,
  DisputeRejected,
  PaymentRefunded,
  ShipmentCreated,
  ShipmentDeleted,
  ShipmentDelivered,
  ShipmentPaid,
  TrackingStatusChanged,
  type EventContract,
  type EventData,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordShipmentUseCase } from '../record-shipment/record-shipment.usecase';

type Of<C extends EventContract> = EventEnvelope<EventData<C>>;

/** The events of a shipment's life (from shipments, the wallet and tracking): its row and the figures. */
@Injectable()
export class ShipmentEventsConsumer {
  constructor(private readonly recordShipment: RecordShipmentUseCase) {}

  @OnEvent(ShipmentCreated, { selfIdempotent: true })
  created({ id, data }: Of<typeof ShipmentCreated>) {
    return this.recordShipment.execute({ type: 'ShipmentCreated', data }, id);
  }

  @OnEvent(ShipmentDeleted, { selfIdempotent: true })
  deleted({ id, data }: Of<typeof ShipmentDeleted>) {
    return this.recordShipment.execute({ type: 'ShipmentDeleted', data }, id);
  }

  @OnEvent(ShipmentPaid, { selfIdempotent: true })
  paid({ id, data }: Of<typeof ShipmentPaid>) {
    return this.recordShipment.execute({ type: 'ShipmentPaid', data }, id);
  }

  @OnEvent(PaymentRefunded, { selfIdempotent: true })
  refunded({ id, data }: Of<typeof PaymentRefunded>) {
    return this.recordShipment.execute({ type: 'PaymentRefunded', data }, id);
  }

  @OnEvent(GuideGenerated, { selfIdempotent: true })
  guideGenerated({ id, data, occurredAt }: Of<typeof GuideGenerated>) {
    return this.recordShipment.execute({ type: 'GuideGenerated', data, occurredAt }, id);
  }

  @OnEvent(GuideFailed, { selfIdempotent: true })
  guideFailed({ id, data }: Of<typeof GuideFailed>) {
    return this.recordShipment.execute({ type: 'GuideFailed', data }, id);
  }

  @OnEvent(GuideCancelled, { selfIdempotent: true })
  guideCancelled({ id, data }: Of<typeof GuideCancelled>) {
    return this.recordShipment.execute({ type: 'GuideCancelled', data }, id);
  }

  @OnEvent(OverweightRegistered, { selfIdempotent: true })
  overweight({ id, data }: Of<typeof OverweightRegistered>) {
    return this.recordShipment.execute({ type: 'OverweightRegistered', data }, id);
  }

  @OnEvent(DisputeOpened, { selfIdempotent: true })
  disputeOpened({ id, data }: Of<typeof DisputeOpened>) {
    return this.recordShipment.execute({ type: 'DisputeOpened', data }, id);
  }

  @OnEvent(DisputeAccepted, { selfIdempotent: true })
  disputeAccepted({ id, data }: Of<typeof DisputeAccepted>) {
    return this.recordShipment.execute({ type: 'DisputeAccepted', data }, id);
  }

  @OnEvent(DisputeRejected, { selfIdempotent: true })
  disputeRejected({ id, data }: Of<typeof DisputeRejected>) {
    return this.recordShipment.execute({ type: 'DisputeRejected', data }, id);
  }

  @OnEvent(TrackingStatusChanged, { selfIdempotent: true })
  trackingChanged({ id, data }: Of<typeof TrackingStatusChanged>) {
    return this.recordShipment.execute({ type: 'TrackingStatusChanged', data }, id);
  }

  @OnEvent(ShipmentDelivered, { selfIdempotent: true })
  delivered({ id, data }: Of<typeof ShipmentDelivered>) {
    return this.recordShipment.execute({ type: 'ShipmentDelivered', data }, id);
  }
}

import { Injectable } from '@nestjs/common';
import { GuideFailed, GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { CountLabelUseCase } from './count-label.usecase';

/** Labels made or given up on: counted for the batch their shipment is in. */
@Injectable()
export class LabelOutcomeConsumer {
  constructor(private readonly countLabel: CountLabelUseCase) {}

  // Its own record: each shipment is counted once per outcome (a set), the batch completed once.
  @OnEvent(GuideGenerated, { selfIdempotent: true })
  generated({ data }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.countLabel.execute(data.shipmentId, { generated: data.numberGuide });
  }

  @OnEvent(GuideFailed, { selfIdempotent: true })
  failed({ data }: EventEnvelope<EventData<typeof GuideFailed>>) {
    return this.countLabel.execute(data.shipmentId, 'failed');
  }
}

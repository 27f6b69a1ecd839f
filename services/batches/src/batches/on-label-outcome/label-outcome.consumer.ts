import { Injectable } from '@nestjs/common';
import { GuideFailed, GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { CountLabelUseCase } from './count-label.usecase';

/** Labels made or given up on: counted for the batch their shipment is in. */
@Injectable()
export class LabelOutcomeConsumer {
  constructor(private readonly countLabel: CountLabelUseCase) {}

  @OnEvent(GuideGenerated)
  generated({ data }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.countLabel.execute(data.shipmentId, 'generated');
  }

  @OnEvent(GuideFailed)
  failed({ data }: EventEnvelope<EventData<typeof GuideFailed>>) {
    return this.countLabel.execute(data.shipmentId, 'failed');
  }
}

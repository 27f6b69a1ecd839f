import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordShippedParcelsUseCase } from '../record-shipped-parcels/record-shipped-parcels.usecase';

@Injectable()
export class GuideGeneratedConsumer {
  constructor(private readonly recordShipped: RecordShippedParcelsUseCase) {}

  @OnEvent(GuideGenerated)
  handle({ data, occurredAt }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.recordShipped.execute(data, occurredAt);
  }
}

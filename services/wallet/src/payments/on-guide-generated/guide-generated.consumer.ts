import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordPayableUseCase } from '../record-payable/record-payable.usecase';

@Injectable()
export class GuideGeneratedConsumer {
  constructor(private readonly recordPayable: RecordPayableUseCase) {}

  @OnEvent(GuideGenerated)
  handle({ data }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.recordPayable.guideGenerated(data);
  }
}

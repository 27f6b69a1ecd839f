import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordGuideNumberUseCase } from '../record-guide-number/record-guide-number.usecase';

@Injectable()
export class GuideGeneratedConsumer {
  constructor(private readonly recordGuideNumber: RecordGuideNumberUseCase) {}

  // Its own record: setting the guide's number again changes nothing.
  @OnEvent(GuideGenerated, { selfIdempotent: true })
  handle({ data }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.recordGuideNumber.execute(data);
  }
}

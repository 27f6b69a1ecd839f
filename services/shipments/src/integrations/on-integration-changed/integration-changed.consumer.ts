import { Injectable } from '@nestjs/common';
import { IntegrationChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordIntegrationUseCase } from '../record-integration/record-integration.usecase';

@Injectable()
export class IntegrationChangedConsumer {
  constructor(private readonly recordIntegration: RecordIntegrationUseCase) {}

  @OnEvent(IntegrationChanged)
  handle({ data }: EventEnvelope<EventData<typeof IntegrationChanged>>) {
    return this.recordIntegration.execute(data);
  }
}

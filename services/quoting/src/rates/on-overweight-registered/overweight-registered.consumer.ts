import { Injectable } from '@nestjs/common';
import { OverweightRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordReweighUseCase } from '../record-reweigh/record-reweigh.usecase';

@Injectable()
export class OverweightRegisteredConsumer {
  constructor(private readonly recordReweigh: RecordReweighUseCase) {}

  @OnEvent(OverweightRegistered)
  handle({ data, occurredAt }: EventEnvelope<EventData<typeof OverweightRegistered>>) {
    return this.recordReweigh.execute(data, occurredAt);
  }
}

import { Injectable } from '@nestjs/common';
import { OverweightRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordOverweightUseCase } from '../record-overweight/record-overweight.usecase';

@Injectable()
export class OverweightRegisteredConsumer {
  constructor(private readonly recordOverweight: RecordOverweightUseCase) {}

  @OnEvent(OverweightRegistered)
  handle({ data, occurredAt }: EventEnvelope<EventData<typeof OverweightRegistered>>) {
    return this.recordOverweight.execute(data, new Date(occurredAt));
  }
}

import { Injectable } from '@nestjs/common';
import { FundsReceived, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordChargeUseCase } from './record-charge.usecase';

@Injectable()
export class FundsReceivedConsumer {
  constructor(private readonly recordCharge: RecordChargeUseCase) {}

  @OnEvent(FundsReceived)
  handle({ data }: EventEnvelope<EventData<typeof FundsReceived>>) {
    return this.recordCharge.execute(data);
  }
}

import { Injectable } from '@nestjs/common';
import { OverweightCharged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RegisterOverweightUseCase } from '../register-overweight/register-overweight.usecase';

@Injectable()
export class OverweightChargedConsumer {
  constructor(private readonly registerOverweight: RegisterOverweightUseCase) {}

  @OnEvent(OverweightCharged)
  handle({ data }: EventEnvelope<EventData<typeof OverweightCharged>>) {
    return this.registerOverweight.markPaid(data.shipmentId);
  }
}

import { Injectable } from '@nestjs/common';
import { DisputeOpened, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { HoldDisputedChargeUseCase } from '../hold-disputed-charge/hold-disputed-charge.usecase';

@Injectable()
export class DisputeOpenedConsumer {
  constructor(private readonly holdDisputedCharge: HoldDisputedChargeUseCase) {}

  @OnEvent(DisputeOpened)
  handle({ data }: EventEnvelope<EventData<typeof DisputeOpened>>) {
    return this.holdDisputedCharge.execute(data);
  }
}

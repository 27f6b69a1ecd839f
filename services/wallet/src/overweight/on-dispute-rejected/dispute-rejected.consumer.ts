import { Injectable } from '@nestjs/common';
import { DisputeRejected, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { ReleaseDisputedChargeUseCase } from '../release-disputed-charge/release-disputed-charge.usecase';

@Injectable()
export class DisputeRejectedConsumer {
  constructor(private readonly releaseDisputedCharge: ReleaseDisputedChargeUseCase) {}

  @OnEvent(DisputeRejected)
  handle({ data }: EventEnvelope<EventData<typeof DisputeRejected>>) {
    return this.releaseDisputedCharge.execute(data);
  }
}

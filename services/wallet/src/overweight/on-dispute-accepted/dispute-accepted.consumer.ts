import { Injectable } from '@nestjs/common';
import { DisputeAccepted, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SettleAcceptedDisputeUseCase } from '../settle-accepted-dispute/settle-accepted-dispute.usecase';

@Injectable()
export class DisputeAcceptedConsumer {
  constructor(private readonly settleAcceptedDispute: SettleAcceptedDisputeUseCase) {}

  @OnEvent(DisputeAccepted)
  handle({ data }: EventEnvelope<EventData<typeof DisputeAccepted>>) {
    return this.settleAcceptedDispute.execute(data);
  }
}

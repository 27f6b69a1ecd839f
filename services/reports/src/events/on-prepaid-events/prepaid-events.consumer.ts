import { Injectable } from '@nestjs/common';
import {
  PrepaidCancelled,
  PrepaidExecuted,
  PrepaidRequested,
  WalletCredited,
  type EventData,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordPrepaidUseCase } from '../record-prepaid/record-prepaid.usecase';

/** The wallet's top-ups (card) and staff credits: each one's row and the month documents. */
@Injectable()
export class PrepaidEventsConsumer {
  constructor(private readonly recordPrepaid: RecordPrepaidUseCase) {}

  @OnEvent(PrepaidRequested, { selfIdempotent: true })
  requested({ id, data }: EventEnvelope<EventData<typeof PrepaidRequested>>) {
    return this.recordPrepaid.execute({ type: 'PrepaidRequested', data }, id);
  }

  @OnEvent(PrepaidExecuted, { selfIdempotent: true })
  executed({ id, data }: EventEnvelope<EventData<typeof PrepaidExecuted>>) {
    return this.recordPrepaid.execute({ type: 'PrepaidExecuted', data }, id);
  }

  @OnEvent(PrepaidCancelled, { selfIdempotent: true })
  cancelled({ id, data }: EventEnvelope<EventData<typeof PrepaidCancelled>>) {
    return this.recordPrepaid.execute({ type: 'PrepaidCancelled', data }, id);
  }

  @OnEvent(WalletCredited, { selfIdempotent: true })
  credited({ id, data }: EventEnvelope<EventData<typeof WalletCredited>>) {
    return this.recordPrepaid.execute({ type: 'WalletCredited', data }, id);
  }
}

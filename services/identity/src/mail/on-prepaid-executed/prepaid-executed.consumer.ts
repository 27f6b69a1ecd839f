import { Injectable } from '@nestjs/common';
import { PrepaidExecuted, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendTopUpReceiptUseCase } from '../send-top-up-receipt/send-top-up-receipt.usecase';

@Injectable()
export class PrepaidExecutedConsumer {
  constructor(private readonly sendTopUpReceipt: SendTopUpReceiptUseCase) {}

  @OnEvent(PrepaidExecuted)
  handle(event: EventEnvelope<EventData<typeof PrepaidExecuted>>) {
    const { user, amountCentavos, executedAt, orderId, method } = event.data;
    return this.sendTopUpReceipt.execute(event, user, {
      via: method === 'spei' || method === 'oxxo' ? method : 'card',
      amountCentavos,
      at: executedAt,
      orderId,
    });
  }
}

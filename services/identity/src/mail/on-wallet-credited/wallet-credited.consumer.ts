import { Injectable } from '@nestjs/common';
import { WalletCredited, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendTopUpReceiptUseCase } from '../send-top-up-receipt/send-top-up-receipt.usecase';

@Injectable()
export class WalletCreditedConsumer {
  constructor(private readonly sendTopUpReceipt: SendTopUpReceiptUseCase) {}

  @OnEvent(WalletCredited)
  handle(event: EventEnvelope<EventData<typeof WalletCredited>>) {
    const { user, amountCentavos, creditedAt, reason } = event.data;
    return this.sendTopUpReceipt.execute(event, user, {
      via: 'staff',
      amountCentavos,
      at: creditedAt,
      reason,
    });
  }
}

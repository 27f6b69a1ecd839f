import { Injectable } from '@nestjs/common';
import { OxxoVoucherCreated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendOxxoVoucherMailUseCase } from '../send-oxxo-voucher-mail/send-oxxo-voucher-mail.usecase';

@Injectable()
export class OxxoVoucherCreatedConsumer {
  constructor(private readonly sendOxxoVoucherMail: SendOxxoVoucherMailUseCase) {}

  @OnEvent(OxxoVoucherCreated)
  handle(event: EventEnvelope<EventData<typeof OxxoVoucherCreated>>) {
    return this.sendOxxoVoucherMail.execute(event, event.data);
  }
}

import { Injectable } from '@nestjs/common';
import { WebhookEndpointDisabled, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendWebhookDisabledMailUseCase } from '../send-webhook-disabled-mail/send-webhook-disabled-mail.usecase';

@Injectable()
export class WebhookEndpointDisabledConsumer {
  constructor(private readonly sendWebhookDisabledMail: SendWebhookDisabledMailUseCase) {}

  @OnEvent(WebhookEndpointDisabled)
  handle(event: EventEnvelope<EventData<typeof WebhookEndpointDisabled>>) {
    return this.sendWebhookDisabledMail.execute(event, event.data);
  }
}

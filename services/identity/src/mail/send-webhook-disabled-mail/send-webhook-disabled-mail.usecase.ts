import { Injectable } from '@nestjs/common';
import type { EventData, WebhookEndpointDisabled } from '@envios/contracts';
import { Paths } from '@envios/domain';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { webhookDisabledMail } from '../mail-templates';
import { MailService } from '../mail.service';

/** On WebhookEndpointDisabled: the endpoint's owner learns it was turned off, and why. */
@Injectable()
export class SendWebhookDisabledMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, disabled: EventData<typeof WebhookEndpointDisabled>): Promise<void> {
    const to = await this.recipients.find(event, disabled.owner);
    if (!to) return;
    const message = webhookDisabledMail(to, disabled, {
      developers: this.recipients.link(Paths.developers),
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `webhook-disabled-${event.id}`);
  }
}

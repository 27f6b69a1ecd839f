import { Injectable } from '@nestjs/common';
import { Paths } from '@envios/domain';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { MailService } from '../mail.service';
import { disputeMail, type DisputeMailFacts, type DisputeStep } from './dispute-mails';

/**
 * On DisputeOpened, DisputeAccepted and DisputeRejected: the step, to the shipment's owner, keyed by
 * the dispute and the step (a dispute has each step once), so neither a redelivered event nor the
 * same step announced again sends a second mail. Amounts only to the roles that see them.
 */
@Injectable()
export class SendDisputeMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(
    event: EventMeta,
    owner: string,
    step: DisputeStep,
    facts: DisputeMailFacts & { disputeId: string },
  ): Promise<void> {
    const to = await this.recipients.find(event, owner);
    if (!to) return;
    const message = disputeMail(to, step, facts, { overweight: this.recipients.link(Paths.overweight) });
    await this.mail.enqueue(message, `dispute-${step.kind}-${facts.disputeId}`);
  }
}

import { Injectable } from '@nestjs/common';
import type { BatchCompleted, EventData } from '@envios/contracts';
import { Paths } from '@envios/domain';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { batchReadyMail } from '../mail-templates';
import { MailService } from '../mail.service';

/**
 * On BatchCompleted: one 'Las guías de tu lote están listas' to the batch's owner, with the batch's
 * page (its labels in one file, its manifests), instead of a mail per label. Optional (guideReady).
 */
@Injectable()
export class SendBatchReadyMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, batch: EventData<typeof BatchCompleted>): Promise<void> {
    if (batch.test) return;
    const to = await this.recipients.find(event, batch.owner, 'guideReady');
    if (!to) return;
    const message = batchReadyMail(to, batch, {
      batch: this.recipients.link(Paths.batchDetail.replace(':id', encodeURIComponent(batch.batchId))),
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `batch-ready-${event.id}`);
  }
}

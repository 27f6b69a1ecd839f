import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { OutgoingNotice, RecipientChannel } from '../recipient-channel';
import { formatDay } from '../recipient-mail';
import { whatsAppNumber, type WhatsAppTemplateMessage } from './whatsapp-cloud';

export const WHATSAPP_QUEUE = 'recipient-whatsapp';

const STATUS_WORDS = {
  label: 'Guía generada',
  out_for_delivery: 'En ruta de entrega',
  delivered: 'Entregado',
  exception: 'Incidencia',
} as const;

/**
 * The notification port over WhatsApp: a template message queued for WhatsAppProcessor (the Cloud
 * API adapter), keyed so a notice is sent once. Provided only when WhatsApp is configured.
 */
@Injectable()
export class WhatsAppChannel implements RecipientChannel {
  readonly name = 'whatsapp';

  constructor(
    @InjectQueue(WHATSAPP_QUEUE)
    private readonly queue: Queue<Omit<WhatsAppTemplateMessage, 'template' | 'language'>>,
  ) {}

  async send(n: OutgoingNotice, key: string): Promise<boolean> {
    const to = whatsAppNumber(n.notice.phone);
    if (!to) return false;
    // The template's body: {{1}} name, {{2}} sender, {{3}} status, {{4}} guide, {{5}} expected day, {{6}} page.
    const parameters = [
      n.notice.firstName ?? 'Hola',
      n.sender,
      STATUS_WORDS[n.kind],
      n.notice.guide,
      n.expectedBy && n.kind !== 'delivered' ? formatDay(n.expectedBy) : '—',
      n.pageUrl,
    ];
    await this.queue.add(
      'send',
      { to, parameters },
      {
        jobId: `whatsapp-${key}`,
        attempts: 6,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: { age: 7 * 86_400 },
        removeOnFail: { age: 30 * 86_400 },
      },
    );
    return true;
  }
}

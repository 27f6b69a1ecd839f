import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Queues } from '@envios/contracts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Files sent with it (nodemailer's shape; base64 keeps the job's JSON small and exact). */
  attachments?: { filename: string; content: string; encoding: 'base64'; contentType: string }[];
}

/** Outgoing mail goes through the `mail` queue, so a slow or failing SMTP server never blocks a request. */
@Injectable()
export class MailService {
  constructor(@InjectQueue(Queues.mail) private readonly queue: Queue<MailMessage>) {}

  /** A jobId makes the enqueue idempotent (an event redelivered does not send twice). */
  async enqueue(message: MailMessage, jobId?: string): Promise<void> {
    await this.queue.add('send', message, {
      jobId,
      attempts: 6,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 7 * 86_400 },
      removeOnFail: { age: 30 * 86_400 },
    });
  }
}

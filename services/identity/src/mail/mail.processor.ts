import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';
import { createTransport, type Transporter } from 'nodemailer';
import { Queues } from '@envios/contracts';
import { APP_CONFIG, QueueProcessor } from '@envios/platform';
import type { IdentityConfig } from '../config';
import type { MailMessage } from './mail.service';

/** Sends queued mail over SMTP (the local catcher in development and tests). */
@QueueProcessor(Queues.mail, { concurrency: 4 })
export class MailProcessor extends WorkerHost implements OnApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {
    super();
    this.transport = createTransport(config.SMTP_URL);
  }

  async process(job: Job<MailMessage>): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, ...job.data });
    this.logger.log(`sent "${job.data.subject}" (${job.id})`);
    return { messageId: info.messageId };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

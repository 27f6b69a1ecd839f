import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, QueueProcessor } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { sendWhatsAppTemplate, WhatsAppError, type WhatsAppTemplateMessage } from './whatsapp-cloud';
import { WHATSAPP_QUEUE } from './whatsapp-channel';

/**
 * Sends queued recipient notices through the WhatsApp Business Cloud API (the adapter itself, like
 * the mail processor is SMTP's). A refusal that no retry mends (a bad number, a template Meta does
 * not know, a revoked token) ends the job; throttling and 5xx are retried with back-off.
 */
@QueueProcessor(WHATSAPP_QUEUE, { concurrency: 4 })
export class WhatsAppProcessor extends WorkerHost {
  private readonly logger = new Logger(WhatsAppProcessor.name);

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {
    super();
  }

  async process(job: Job<Omit<WhatsAppTemplateMessage, 'template' | 'language'>>): Promise<{ id: string }> {
    const c = this.config;
    if (!c.WHATSAPP_ACCESS_TOKEN || !c.WHATSAPP_PHONE_NUMBER_ID)
      throw new UnrecoverableError('WhatsApp is not configured');
    try {
      const id = await sendWhatsAppTemplate(
        {
          baseUrl: c.WHATSAPP_API_URL,
          version: c.WHATSAPP_API_VERSION,
          phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
          token: c.WHATSAPP_ACCESS_TOKEN,
        },
        { ...job.data, template: c.WHATSAPP_TEMPLATE, language: c.WHATSAPP_TEMPLATE_LANGUAGE },
        AbortSignal.timeout(10_000),
      );
      this.logger.log(`sent WhatsApp ${id} (${job.id})`);
      return { id };
    } catch (err) {
      if (err instanceof WhatsAppError && !err.retryable) {
        this.logger.warn(`WhatsApp refused ${job.id}: ${err.message}`);
        throw new UnrecoverableError(err.message);
      }
      throw err;
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, BusinessMetrics } from '@envios/platform';
import { z } from 'zod';
import { PaypalClient } from '../../paypal/paypal.client';
import { PaypalOrder } from '../paypal-order.schema';
import { RecordCaptureUseCase } from '../record-capture/record-capture.usecase';

const WebhookEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string(),
      status: z.string().optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string() }).partial() })
        .partial()
        .optional(),
    })
    .passthrough(),
});

/**
 * POST /paypal/webhook: PayPal's notifications, verified with PayPal (verify-webhook-signature)
 * before anything is read. A completed capture is recorded; a denied one marks the order failed.
 * An approved order is left to the browser, which captures it (and restarts on a declined card);
 * one nobody captured, because the browser closed, is captured by the sweep once it has been quiet
 * for ABANDONED_APPROVAL_MS. Every step is idempotent, so a replay changes nothing.
 */
@Injectable()
export class PaypalWebhookUseCase {
  private readonly logger = new Logger(PaypalWebhookUseCase.name);

  constructor(
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly paypal: PaypalClient,
    private readonly record: RecordCaptureUseCase,
    private readonly metrics: BusinessMetrics,
  ) {}

  async execute(headers: Record<string, string>, body: string) {
    if (!(await this.paypal.verifyWebhook(headers, body).catch(() => false)))
      throw AppError.of(WalletErrors.webhookInvalid);
    const parsed = WebhookEvent.safeParse(safeJson(body));
    if (!parsed.success) throw AppError.of(WalletErrors.webhookInvalid);
    const { event_type, resource } = parsed.data;
    switch (event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const orderId = resource.supplementary_data?.related_ids?.order_id;
        if (orderId) await this.record.execute(orderId, resource.id);
        break;
      }
      case 'PAYMENT.CAPTURE.DENIED': {
        const orderId = resource.supplementary_data?.related_ids?.order_id;
        const denied = orderId
          ? await this.orders
              .findOneAndUpdate({ _id: orderId, state: 'created' }, { $set: { state: 'failed' } })
              .select('kind')
              .lean<Pick<PaypalOrder, 'kind'>>()
          : null;
        if (denied) this.metrics.payment(denied.kind === 'topup' ? 'topup' : 'paypal', 'denied');
        break;
      }
      default:
        this.logger.log(`PayPal ${event_type} ${resource.id}: nothing to do`);
    }
    return { received: true as const };
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

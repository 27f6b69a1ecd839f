import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, BusinessMetrics } from '@envios/platform';
import { PaypalClient, PaypalError } from '../../paypal/paypal.client';
import { fromPaypal } from '../paypal-errors';
import { PaypalOrder } from '../paypal-order.schema';
import { RecordCaptureUseCase } from '../record-capture/record-capture.usecase';

/**
 * Captures an approved PayPal order (or finds it captured) and records it, as of `at` (the demo
 * seed's top-ups are past): the buyer's capture (CaptureOrderUseCase), the sweep of abandoned
 * approvals and the demo seed. PayPal-Request-Id is fixed per order, so a retry replays PayPal's
 * answer instead of charging again; a replay after it was recorded changes nothing.
 */
@Injectable()
export class CaptureApprovedOrderUseCase {
  private readonly logger = new Logger(CaptureApprovedOrderUseCase.name);

  constructor(
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly paypal: PaypalClient,
    private readonly record: RecordCaptureUseCase,
    private readonly metrics: BusinessMetrics,
  ) {}

  async execute(order: PaypalOrder, at = new Date()): Promise<PaypalOrder> {
    if (order.state === 'captured') return order;
    const method = order.kind === 'topup' ? 'topup' : 'paypal';
    let view;
    try {
      view = await this.paypal.captureOrder(order._id, `capture-${order._id}`);
    } catch (e) {
      // Captured before (another tab, the webhook): read what PayPal holds.
      if (e instanceof PaypalError && e.issue === 'ORDER_ALREADY_CAPTURED')
        view = await this.paypal.getOrder(order._id).catch((x: unknown) => {
          throw fromPaypal(x);
        });
      else {
        this.metrics.payment(method, 'failed');
        throw fromPaypal(e);
      }
    }
    const capture = view.capture;
    if (!capture || capture.status !== 'COMPLETED') {
      if (capture && capture.status !== 'PENDING')
        await this.orders.updateOne({ _id: order._id, state: 'created' }, { $set: { state: 'failed' } });
      if (capture?.status === 'PENDING') return { ...order, state: 'created' };
      this.metrics.payment(method, 'failed');
      throw AppError.of(WalletErrors.captureFailed);
    }
    if (capture.amountCentavos !== order.amountCentavos) {
      this.logger.error(
        `order ${order._id}: captured ${capture.amountCentavos} centavos, expected ${order.amountCentavos}`,
      );
      this.metrics.payment(method, 'failed');
      throw AppError.of(WalletErrors.captureFailed);
    }
    return (await this.record.execute(order._id, capture.id, at)) ?? order;
  }
}

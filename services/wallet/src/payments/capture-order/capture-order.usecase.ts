import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { WalletScope } from '../../ledger/wallet-scope';
import { PaypalClient, PaypalError } from '../../paypal/paypal.client';
import { fromPaypal } from '../paypal-errors';
import { PaypalOrder } from '../paypal-order.schema';
import { RecordCaptureUseCase } from '../record-capture/record-capture.usecase';

/**
 * GET /prepaid/v2/capture-order/{orderId} and GET /paypal/v2/capture-order/{orderID}: captures an
 * approved order (PayPal-Request-Id fixed per order, so a retry replays PayPal's answer instead of
 * charging again) and records it. A replay after it was recorded changes nothing.
 */
@Injectable()
export class CaptureOrderUseCase {
  private readonly logger = new Logger(CaptureOrderUseCase.name);

  constructor(
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly paypal: PaypalClient,
    private readonly record: RecordCaptureUseCase,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, orderId: string) {
    const order = await this.orders.findById(orderId).lean<PaypalOrder>();
    if (!order || !(await this.scope.canReach(caller, order.user)))
      throw AppError.of(WalletErrors.orderNotFound);
    return answer(await this.capture(order));
  }

  /** Captures (or finds captured) and records; also used by the webhook and the sweep. */
  async capture(order: PaypalOrder): Promise<PaypalOrder> {
    if (order.state === 'captured') return order;
    let view;
    try {
      view = await this.paypal.captureOrder(order._id, `capture-${order._id}`);
    } catch (e) {
      // Captured before (another tab, the webhook): read what PayPal holds.
      if (e instanceof PaypalError && e.issue === 'ORDER_ALREADY_CAPTURED')
        view = await this.paypal.getOrder(order._id).catch((x: unknown) => {
          throw fromPaypal(x);
        });
      else throw fromPaypal(e);
    }
    const capture = view.capture;
    if (!capture || capture.status !== 'COMPLETED') {
      if (capture && capture.status !== 'PENDING')
        await this.orders.updateOne({ _id: order._id, state: 'created' }, { $set: { state: 'failed' } });
      if (capture?.status === 'PENDING') return { ...order, state: 'created' };
      throw AppError.of(WalletErrors.captureFailed);
    }
    if (capture.amountCentavos !== order.amountCentavos) {
      this.logger.error(
        `order ${order._id}: captured ${capture.amountCentavos} centavos, expected ${order.amountCentavos}`,
      );
      throw AppError.of(WalletErrors.captureFailed);
    }
    return (await this.record.execute(order._id, capture.id)) ?? order;
  }
}

function answer(order: PaypalOrder) {
  return {
    id: order._id,
    status: order.state === 'captured' ? 'COMPLETED' : 'PENDING',
    prepaid: order.prepaid,
    shipments: order.kind === 'shipments' ? order.paid : [],
  };
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { WalletScope } from '../../ledger/wallet-scope';
import { CaptureApprovedOrderUseCase } from '../capture-approved-order/capture-approved-order.usecase';
import { PaypalOrder } from '../paypal-order.schema';

/**
 * GET /prepaid/v2/capture-order/{orderId} and GET /paypal/v2/capture-order/{orderID}: the buyer's
 * capture of an order it approved (an order of a wallet it reaches), answered as PayPal's status.
 */
@Injectable()
export class CaptureOrderUseCase {
  constructor(
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly captureApproved: CaptureApprovedOrderUseCase,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, orderId: string) {
    const order = await this.orders.findById(orderId).lean<PaypalOrder>();
    if (!order || !(await this.scope.canReach(caller, order.user)))
      throw AppError.of(WalletErrors.orderNotFound);
    return answer(await this.captureApproved.execute(order));
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

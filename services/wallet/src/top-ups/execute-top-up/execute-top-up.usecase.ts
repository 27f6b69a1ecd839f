import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { PaypalOrder } from '../../payments/paypal-order.schema';
import { RecordCaptureUseCase } from '../../payments/record-capture/record-capture.usecase';
import { TopUps } from '../pending-top-ups';

/**
 * GET /prepaid/v2/execute-prepaid/{id}: whether the top-up is credited (`execute`), crediting it
 * now if its card payment was captured and the credit has not happened yet (idempotent).
 */
@Injectable()
export class ExecuteTopUpUseCase {
  constructor(
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly topUps: TopUps,
    private readonly record: RecordCaptureUseCase,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(caller: CallerIdentity, id: string) {
    let m = await this.topUps.find(caller, id);
    if (!m.status && m.numberOfOrder) {
      const order = await this.orders.findById(m.numberOfOrder).lean<PaypalOrder>();
      if (order?.state === 'captured') {
        await this.record.execute(order._id, order.captureId ?? '');
        await this.ledger.project(m.user);
        m = await this.topUps.find(caller, id);
      }
    }
    return { execute: m.status };
  }
}

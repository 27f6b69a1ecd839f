import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PrepaidCancelled, WalletErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { Movement } from '../../ledger/movement.schema';
import { PaypalOrder } from '../../payments/paypal-order.schema';
import { TopUps } from '../pending-top-ups';

/**
 * DELETE /prepaid/{id}: removes a pending top-up (its card payment cancelled or failed). A paid one,
 * or one whose card payment was captured (its credit on the way), stays.
 */
@Injectable()
export class DeleteTopUpUseCase {
  constructor(
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly topUps: TopUps,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string) {
    const m = await this.topUps.find(caller, id);
    const captured = m.numberOfOrder
      ? (await this.orders.findById(m.numberOfOrder, { state: 1 }).lean())?.state === 'captured'
      : false;
    if (m.status || captured) throw AppError.of(WalletErrors.movementNotPending);
    // Announced before the movement goes (a deleted document cannot carry its event): if the
    // delete then fails or never happens, the top-up is still pending and may be paid, and its
    // PrepaidExecuted outweighs this in the reports; deleting it again announces it again.
    await this.events.publish(PrepaidCancelled, id, {
      prepaidId: id,
      user: m.user,
      cancelledAt: new Date().toISOString(),
    });
    const r = await this.movements.deleteOne({ _id: id, status: false });
    if (!r.deletedCount) throw AppError.of(WalletErrors.movementNotPending);
    return { deleted: true as const };
  }
}

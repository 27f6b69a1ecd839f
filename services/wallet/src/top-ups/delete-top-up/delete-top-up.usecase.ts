import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PrepaidCancelled, WalletErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { WalletScope } from '../../ledger/wallet-scope';
import { overweightLineId } from '../../overweight/overweight-charges';
import { PaypalOrder } from '../../payments/paypal-order.schema';
import { TopUps } from '../pending-top-ups';

/**
 * DELETE /prepaid/{id}: removes a pending top-up (its card payment cancelled or failed). A paid one,
 * or one whose card payment was captured (its credit on the way), stays; a pending overweight charge
 * ('overweight-<shipment>') is refused with its own code: it is paid, never deleted.
 */
@Injectable()
export class DeleteTopUpUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly topUps: TopUps,
    private readonly scope: WalletScope,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string) {
    await this.refuseCharge(caller, id);
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
    // Not one whose credit is under way (its capture was recorded meanwhile).
    if (!(await this.ledger.removePending(id))) throw AppError.of(WalletErrors.movementNotPending);
    return { deleted: true as const };
  }

  /** A pending overweight charge holds its shipment until it is paid: it is paid, not deleted. */
  private async refuseCharge(caller: CallerIdentity, id: string): Promise<void> {
    if (!id.startsWith(overweightLineId(''))) return;
    const m = await this.ledger.line(id);
    if (!m || !(await this.scope.canReach(caller, m.user))) throw AppError.of(WalletErrors.movementNotFound);
    throw AppError.of(m.status ? WalletErrors.movementNotPending : WalletErrors.overweightChargeNotDeletable);
  }
}

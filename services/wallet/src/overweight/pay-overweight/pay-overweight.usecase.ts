import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { OverweightCharged, toPesos, WalletErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { Movement } from '../../ledger/movement.schema';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payable } from '../../payments/payable.schema';
import { Payables } from '../../payments/payables';
import { overweightLineId } from '../record-overweight/record-overweight.usecase';

/**
 * POST /payments/overweight/{shipmentId}/monedero: pays a shipment's pending overweight from the
 * wallet its line is on. Claimed first (once, whoever races), then one conditional debit that turns
 * the pending line paid and carries OverweightCharged.
 */
@Injectable()
export class PayOverweightUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly claims: Payables,
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, shipmentId: string) {
    const [p] = await this.claims.load(caller, [shipmentId]);
    const line = await this.movements.findById(overweightLineId(shipmentId)).lean<Movement>();
    if (p.overweightState !== 'pending' || !line || line.status)
      throw AppError.of(WalletErrors.noOverweightDue);
    const paymentId = new Types.ObjectId().toHexString();
    const claimed = await this.payables.updateOne(
      { _id: shipmentId, overweightState: 'pending' },
      {
        $set: {
          overweightState: 'paying',
          overweightPaymentId: paymentId,
          overweightLeaseUntil: new Date(Date.now() + this.config.PAYMENT_LEASE_MS),
        },
      },
    );
    if (!claimed.modifiedCount) throw AppError.of(WalletErrors.noOverweightDue);
    const paidAt = new Date();
    const debited = await this.ledger.debit(
      line.user,
      [{ ...line, amount: -p.overweightCentavos, status: true, created_by: caller.id }],
      this.events.event(OverweightCharged, shipmentId, {
        shipmentId,
        owner: p.owner,
        amountCentavos: p.overweightCentavos,
        method: 'wallet',
        paymentId,
        paidAt: paidAt.toISOString(),
      }),
    );
    await this.payables.updateOne(
      { _id: shipmentId, overweightState: 'paying', overweightPaymentId: paymentId },
      { $set: { overweightState: debited ? 'paid' : 'pending', overweightLeaseUntil: null } },
    );
    if (!debited) throw AppError.of(WalletErrors.insufficientBalance);
    return {
      message: 'ok' as const,
      error: null,
      paid: [shipmentId],
      amount: toPesos(p.overweightCentavos),
      balance: toPesos(await this.ledger.balanceOf(line.user)),
    };
  }
}

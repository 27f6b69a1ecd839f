import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { OverweightCharged } from '@envios/contracts';
import { APP_CONFIG, EventPublisher } from '@envios/platform';
import type { WalletConfig } from '../config';
import { WalletLedger } from '../ledger/wallet-ledger';
import { Member } from '../members/member.schema';
import { Payable } from '../payments/payable.schema';

export const overweightLineId = (shipmentId: string) => `overweight-${shipmentId}`;

/** The ledger line's words for the charge as it stands ('Sobrepeso de 2.5 kg …'). */
export const overweightReason = (kg: number) =>
  `Sobrepeso de ${kg.toLocaleString('es-MX', { maximumFractionDigits: 3 })} kg registrado por la paquetería.`;

const AUTOPAID = ' Pagado automáticamente con el saldo del monedero.';

/** How a payment of a charge ended: paid, refused by the balance, or nothing (left) to pay. */
export type OverweightPayment = { outcome: 'paid' | 'insufficient'; wallet: string } | { outcome: 'not-due' };

/**
 * A shipment's overweight charge, paid from the wallet its 'Pago sobrepeso' line is on: by its
 * customer ('Pagar sobrepeso') or by auto-pay, through the same one path (`pay`), so a charge is paid
 * once however the two race.
 */
@Injectable()
export class OverweightCharges {
  private readonly logger = new Logger(OverweightCharges.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(Member.name) private readonly members: Model<Member>,
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Claims the pending charge at the amount it was read at (pending → paying: once, whoever races,
   * and not if it was registered again meanwhile), then one conditional debit that turns its line
   * paid, with the text of the charge as it stands, and carries OverweightCharged. Refused by the
   * balance, it is pending again and nothing was taken.
   */
  async pay(p: Payable, by: string, auto = false, paidAt = new Date()): Promise<OverweightPayment> {
    if (p.overweightState !== 'pending' || p.overweightCentavos <= 0) return { outcome: 'not-due' };
    const line = await this.ledger.line(overweightLineId(p._id));
    if (!line || line.status) return { outcome: 'not-due' };
    const paymentId = new Types.ObjectId().toHexString();
    const claimed = await this.payables.updateOne(
      { _id: p._id, overweightState: 'pending', overweightCentavos: p.overweightCentavos },
      {
        $set: {
          overweightState: 'paying',
          overweightPaymentId: paymentId,
          overweightLeaseUntil: new Date(Date.now() + this.config.PAYMENT_LEASE_MS),
        },
      },
    );
    if (!claimed.modifiedCount) return { outcome: 'not-due' };
    const reason = (p.overweightKg ? overweightReason(p.overweightKg) : line.reason) ?? null;
    const debited = await this.ledger.debit(
      line.user,
      [
        {
          ...line,
          amount: -p.overweightCentavos,
          status: true,
          reason: reason && auto ? reason + AUTOPAID : reason,
          created_by: by,
        },
      ],
      this.events.event(
        OverweightCharged,
        p._id,
        {
          shipmentId: p._id,
          owner: p.owner,
          amountCentavos: p.overweightCentavos,
          method: 'wallet',
          paymentId,
          paidAt: paidAt.toISOString(),
        },
        paidAt,
      ),
    );
    await this.payables.updateOne(
      { _id: p._id, overweightState: 'paying', overweightPaymentId: paymentId },
      {
        $set: debited
          ? { overweightState: 'paid', overweightLeaseUntil: null, overweightDueFrom: null }
          : { overweightState: 'pending', overweightLeaseUntil: null },
      },
    );
    return { outcome: debited ? 'paid' : 'insufficient', wallet: line.user };
  }

  /**
   * Payments of charges whose lease ran out before `now` (their process died; the sweep), at most
   * `limit`: paid if the debit happened (its line is applied), pending again otherwise. How many.
   */
  async settleExpired(now: number, limit: number): Promise<number> {
    const paying = await this.payables.find({ overweightState: 'paying' }).limit(limit).lean<Payable[]>();
    let settled = 0;
    for (const p of paying) {
      if (!p.overweightLeaseUntil || p.overweightLeaseUntil.getTime() > now) continue;
      settled++;
      const line = await this.ledger.line(overweightLineId(p._id));
      const paid = !!line && (await this.ledger.applied(line.user, overweightLineId(p._id)));
      await this.payables.updateOne(
        { _id: p._id, overweightState: 'paying', overweightPaymentId: p.overweightPaymentId },
        {
          $set: paid
            ? { overweightState: 'paid', overweightLeaseUntil: null, overweightDueFrom: null }
            : { overweightState: 'pending', overweightLeaseUntil: null },
        },
      );
    }
    return settled;
  }

  /**
   * Auto-pay, when the wallet's owner chose it (AccountSettingsChanged): its pending charges (or
   * only `shipmentId`'s) that the balance covers, oldest shipment first; one the balance does not
   * cover stays pending. Runs after a charge is registered, after a credit lands and when auto-pay
   * is turned on; never fails its caller (a charge left pending is paid by hand or at the next credit).
   */
  async autopay(wallet: string, shipmentId?: string): Promise<string[]> {
    try {
      const member = await this.members.findById(wallet, { overweightAutopay: 1 }).lean<Member>();
      if (!member?.overweightAutopay) return [];
      const due = shipmentId
        ? [await this.payables.findById(shipmentId).lean<Payable>()]
        : await this.payables.find({ overweightDueFrom: wallet }).lean<Payable[]>();
      const paid: string[] = [];
      for (const p of due
        .filter((d): d is Payable => !!d && d.overweightDueFrom === wallet)
        .sort((a, b) => (a._id < b._id ? -1 : 1))) {
        if ((await this.pay(p, wallet, true)).outcome === 'paid') paid.push(p._id);
      }
      return paid;
    } catch (e) {
      this.logger.warn(`auto-pay of overweight on wallet ${wallet}: ${(e as Error).message}`);
      return [];
    }
  }
}

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { OxxoVoucherCreated, PrepaidRequested, WalletErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { StripeClient } from '../../stripe/stripe.client';
import { createdVoucher } from '../oxxo-voucher.mapper';
import { OxxoVoucher } from '../oxxo-voucher.schema';

/**
 * POST /prepaid/oxxo: a cash top-up of one's own wallet, paid at an OXXO store. Stripe makes the
 * voucher (a confirmed OXXO PaymentIntent); we keep it and a pending 'Abono' line in the Monedero
 * (with PrepaidRequested, and OxxoVoucherCreated for the e-mail). With an Idempotency-Key the
 * voucher's id comes from the key, and so does Stripe's idempotency key: a retry answers the same
 * voucher and Stripe makes one PaymentIntent.
 */
@Injectable()
export class CreateOxxoUseCase {
  constructor(
    @InjectModel(OxxoVoucher.name) private readonly vouchers: Model<OxxoVoucher>,
    private readonly stripe: StripeClient,
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, amountCentavos: number, key?: string) {
    if (caller.test) throw AppError.of(WalletErrors.outOfScope);
    const user = caller.id;
    const id = key
      ? createHash('sha256').update(`${user}:${key}`).digest('hex').slice(0, 24)
      : new Types.ObjectId().toHexString();
    const existing = await this.vouchers.findById(id).lean<OxxoVoucher>();
    if (existing) return this.again(existing, amountCentavos);

    const intent = await this.stripe.oxxoVoucher({
      user,
      voucherId: id,
      amountCentavos,
      name: caller.email?.split('@')[0] || 'Cliente',
      email: caller.email ?? `${user}@envios.mx`,
      key: `envios-oxxo-${id}`,
    });
    const voucher: OxxoVoucher = {
      _id: id,
      user,
      paymentIntent: intent.paymentIntent,
      reference: intent.number,
      amountCentavos,
      expiresAt: intent.expiresAt,
      hostedVoucherUrl: intent.hostedVoucherUrl,
      status: 'pending',
      created_at: new Date(),
      settledAt: null,
    };
    try {
      await this.vouchers.create(voucher);
    } catch (e) {
      if ((e as { code?: number }).code !== 11000) throw e;
      return this.again((await this.vouchers.findById(id).lean<OxxoVoucher>())!, amountCentavos);
    }
    await this.recordLine(voucher);
    return createdVoucher(voucher);
  }

  /** The same key again: the same voucher (and its line, if a crash left it unwritten). */
  private async again(voucher: OxxoVoucher, amountCentavos: number) {
    if (voucher.amountCentavos !== amountCentavos) throw AppError.of(WalletErrors.oxxoKeyReused);
    if (voucher.status === 'pending' && !(await this.ledger.line(voucher._id)))
      await this.recordLine(voucher);
    return createdVoucher(voucher);
  }

  private async recordLine(v: OxxoVoucher): Promise<void> {
    const at = v.created_at;
    await this.ledger
      .recordPending(
        {
          _id: v._id,
          user: v.user,
          type: 'Abono',
          amount: v.amountCentavos,
          status: false,
          shipment: null,
          numberOfOrder: v.reference,
          source: 'oxxo',
          reason: `Pago en efectivo en OXXO, referencia ${v.reference}`,
          created_by: v.user,
          created_at: at,
        },
        this.events.event(
          PrepaidRequested,
          v._id,
          {
            prepaidId: v._id,
            user: v.user,
            amountCentavos: v.amountCentavos,
            requestedAt: at.toISOString(),
            method: 'oxxo',
          },
          at,
        ),
        this.events.event(
          OxxoVoucherCreated,
          v.user,
          {
            voucherId: v._id,
            user: v.user,
            reference: v.reference,
            amountCentavos: v.amountCentavos,
            expiresAt: v.expiresAt.toISOString(),
            hostedVoucherUrl: v.hostedVoucherUrl,
            createdAt: at.toISOString(),
          },
          at,
        ),
      )
      .catch((e: { code?: number }) => {
        if (e.code !== 11000) throw e;
      });
  }
}

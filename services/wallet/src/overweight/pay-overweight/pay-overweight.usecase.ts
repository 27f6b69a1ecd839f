import { Injectable } from '@nestjs/common';
import { DisputeErrors, toPesos, WalletErrors } from '@envios/contracts';
import { canSee } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payables } from '../../payments/payables';
import { OverweightCharges } from '../overweight-charges';

/**
 * POST /payments/overweight/{shipmentId}/monedero: pays a shipment's pending overweight from the
 * wallet its line is on (the one path auto-pay takes too: OverweightCharges.pay), which releases the
 * shipment (OverweightCharged). The Operativo pays without seeing what.
 */
@Injectable()
export class PayOverweightUseCase {
  constructor(
    private readonly claims: Payables,
    private readonly charges: OverweightCharges,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(caller: CallerIdentity, shipmentId: string, paidAt = new Date()) {
    const [p] = await this.claims.load(caller, [shipmentId]);
    // Issue 30: a charge under dispute is not asked of anyone until staff decide it.
    if (p.overweightState === 'disputed') throw AppError.of(DisputeErrors.chargeDisputed);
    const paid = await this.charges.pay(p, caller.id, false, paidAt);
    if (paid.outcome === 'not-due') throw AppError.of(WalletErrors.noOverweightDue);
    if (paid.outcome === 'insufficient') throw AppError.of(WalletErrors.overweightInsufficientBalance);
    return {
      message: 'ok' as const,
      error: null,
      paid: [shipmentId],
      ...(canSee(caller.role, 'amounts')
        ? {
            amount: toPesos(p.overweightCentavos),
            balance: toPesos(await this.ledger.balanceOf(paid.wallet)),
          }
        : {}),
    };
  }
}

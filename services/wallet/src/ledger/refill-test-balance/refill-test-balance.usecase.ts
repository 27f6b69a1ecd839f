import { Injectable } from '@nestjs/common';
import { DeveloperErrors, TEST_BALANCE_CENTAVOS, toPesos } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { Movement } from '../movement.schema';
import { WalletLedger } from '../wallet-ledger';
import { walletOf } from '../wallet-scope';

/** Refills asked within this long of each other, at the same balance, are one refill. */
const SAME_REFILL_MS = 10_000;

/**
 * POST /prepaid/test-balance/refill: fills the caller's test balance back up to
 * TEST_BALANCE_CENTAVOS ($10,000.00), for paying test shipments. Only a test key's caller (or the
 * 'API y Webhooks' screen, which asks as one); no event, so nothing reports or e-mails count it.
 * Two refills at once credit once (the credit's key is the balance and the moment).
 */
@Injectable()
export class RefillTestBalanceUseCase {
  constructor(private readonly ledger: WalletLedger) {}

  async execute(caller: CallerIdentity, at = new Date()) {
    if (!caller.test) throw AppError.of(DeveloperErrors.testOnly);
    const wallet = walletOf(caller.id, true);
    const before = await this.ledger.balanceOf(wallet);
    const missing = TEST_BALANCE_CENTAVOS - before;
    if (missing > 0) {
      const key = `test-refill-${wallet}-${before}-${Math.floor(at.getTime() / SAME_REFILL_MS)}`;
      const movement: Movement = {
        _id: key,
        user: wallet,
        type: 'Abono',
        amount: missing,
        status: true,
        shipment: null,
        numberOfOrder: null,
        source: 'staff',
        reason: 'Recarga del saldo de prueba',
        created_by: caller.id,
        created_at: at,
      };
      await this.ledger.credit(wallet, key, movement);
    }
    const centavos = await this.ledger.balanceOf(wallet);
    return { total_amount: toPesos(centavos), total_centavos: centavos };
  }
}

import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { walletOf } from '../../ledger/wallet-scope';

/**
 * Whether the caller's own wallet (its test balance for a test key) covers an amount the server
 * priced — a batch's total before any of its shipments exists — answered yes or no, so the roles
 * that see no amounts may ask too. Paying checks again.
 */
@Injectable()
export class WalletCoversAmountUseCase {
  constructor(private readonly ledger: WalletLedger) {}

  async execute(caller: CallerIdentity, centavos: number): Promise<{ covers: boolean }> {
    return { covers: (await this.ledger.balanceOf(walletOf(caller.id, caller.test))) >= centavos };
  }
}

import { Injectable } from '@nestjs/common';
import { toPesos } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../wallet-ledger';
import { walletOf, WalletScope } from '../wallet-scope';

/**
 * GET /prepaid/getTotalAmount/{userId}: the balance (the sum of the paid movements, kept in the
 * wallet document).
 */
@Injectable()
export class GetBalanceUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, userId: string) {
    await this.scope.assertReach(caller, userId);
    // A test key reads the test balance.
    const centavos = await this.ledger.balanceOf(walletOf(userId, caller.test));
    return { total_amount: toPesos(centavos), total_centavos: centavos };
  }
}

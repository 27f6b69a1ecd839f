import { Injectable } from '@nestjs/common';
import { toPesos } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../wallet-ledger';
import { WalletScope } from '../wallet-scope';

/**
 * GET /prepaid/getTotalAmount/{userId}: the balance (the sum of the paid movements, kept in the
 * wallet document), and the balances of several users for the users screen.
 */
@Injectable()
export class GetBalanceUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, userId: string) {
    await this.scope.assertReach(caller, userId);
    const centavos = await this.ledger.balanceOf(userId);
    return { total_amount: toPesos(centavos), total_centavos: centavos };
  }

  /** Only the users the caller reaches are answered; others are left out. */
  async many(caller: CallerIdentity, users: string[]) {
    const balances: Record<string, number> = {};
    for (const id of new Set(users))
      if (await this.scope.canReach(caller, id)) balances[id] = await this.ledger.balanceOf(id);
    return { balances };
  }
}

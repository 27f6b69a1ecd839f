import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../wallet-ledger';
import { WalletScope } from '../wallet-scope';

/**
 * The balances of several users for the users screen: only the users the caller reaches are
 * answered; others are left out.
 */
@Injectable()
export class GetBalancesUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, users: string[]) {
    const balances: Record<string, number> = {};
    for (const id of new Set(users))
      if (await this.scope.canReach(caller, id)) balances[id] = await this.ledger.balanceOf(id);
    return { balances };
  }
}

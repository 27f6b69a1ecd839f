import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { walletOf } from '../../ledger/wallet-scope';
import { Payables } from '../payables';

/**
 * GET /payments/wallet/covers: whether the caller's own wallet covers what these shipments cost
 * (those still unpaid), answered as yes or no so that the roles that see no amounts can be offered
 * the wallet too. Paying checks again.
 */
@Injectable()
export class WalletCoversUseCase {
  constructor(
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(caller: CallerIdentity, shipments: string[]): Promise<{ covers: boolean }> {
    const due = (await this.payables.load(caller, shipments))
      .filter((p) => p.state === 'unpaid')
      .reduce((sum, p) => sum + p.totalCentavos, 0);
    return { covers: due > 0 && (await this.ledger.balanceOf(walletOf(caller.id, caller.test))) >= due };
  }
}

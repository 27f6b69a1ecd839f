import { Injectable } from '@nestjs/common';
import { WalletErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { Movement } from '../ledger/movement.schema';
import { WalletLedger } from '../ledger/wallet-ledger';
import { WalletScope } from '../ledger/wallet-scope';

/** A top-up (an 'Abono' paid by card) the caller reaches, or 404. */
@Injectable()
export class TopUps {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
  ) {}

  async find(caller: CallerIdentity, id: string): Promise<Movement> {
    const m = await this.ledger.line(id);
    if (!m || m.source !== 'paypal' || !(await this.scope.canReach(caller, m.user)))
      throw AppError.of(WalletErrors.movementNotFound);
    return m;
  }
}

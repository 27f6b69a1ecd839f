import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { toMovementDto } from '../movement.mapper';
import { WalletLedger } from '../wallet-ledger';
import { WalletScope } from '../wallet-scope';

/** The most lines one answer carries (a busy wallet's last months). */
const MAX_LINES = 1_000;

/** GET /prepaid?user=: a wallet's movements, newest first. */
@Injectable()
export class ListMovementsUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, user: string) {
    await this.scope.assertReach(caller, user);
    // Lines a crash left waiting in the wallet document reach the ledger before it is read.
    const docs = await this.ledger.linesOf(user, MAX_LINES);
    // A credit on its way (recorded, its balance change not made yet) shows once it is made; a
    // card top-up's own line was there before, pending, and stays so meanwhile.
    return {
      docs: docs.filter((m) => m.creditState !== 'pending' || m.source === 'paypal').map(toMovementDto),
    };
  }
}

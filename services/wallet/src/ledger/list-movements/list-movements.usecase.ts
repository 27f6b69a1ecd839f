import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { toMovementDto } from '../movement.mapper';
import { Movement } from '../movement.schema';
import { WalletLedger } from '../wallet-ledger';
import { WalletScope } from '../wallet-scope';

/** The most lines one answer carries (a busy wallet's last months). */
const MAX_LINES = 1_000;

/** GET /prepaid?user=: a wallet's movements, newest first. */
@Injectable()
export class ListMovementsUseCase {
  constructor(
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, user: string) {
    await this.scope.assertReach(caller, user);
    // Lines a crash left waiting in the wallet document reach the ledger before it is read.
    await this.ledger.project(user);
    const docs = await this.movements
      .find({ user })
      .sort({ created_at: -1, _id: -1 })
      .limit(MAX_LINES)
      .lean<Movement[]>();
    // A credit on its way (recorded, its balance change not made yet) shows once it is made; a
    // card top-up's own line was there before, pending, and stays so meanwhile.
    return {
      docs: docs.filter((m) => m.creditState !== 'pending' || m.source === 'paypal').map(toMovementDto),
    };
  }
}

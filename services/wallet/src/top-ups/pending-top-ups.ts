import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Movement } from '../ledger/movement.schema';
import { WalletScope } from '../ledger/wallet-scope';

/** A top-up (an 'Abono' paid by card) the caller reaches, or 404. */
@Injectable()
export class TopUps {
  constructor(
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly scope: WalletScope,
  ) {}

  async find(caller: CallerIdentity, id: string): Promise<Movement> {
    const m = await this.movements.findById(id).lean<Movement>();
    if (!m || m.source !== 'paypal' || !(await this.scope.canReach(caller, m.user)))
      throw AppError.of(WalletErrors.movementNotFound);
    return m;
  }
}

import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { WalletCredited, type StaffCreditSchema } from '@envios/contracts';
import { EventPublisher, type CallerIdentity } from '@envios/platform';
import type { z } from 'zod';
import { OverweightCharges } from '../../overweight/overweight-charges';
import { toMovementDto } from '../movement.mapper';
import type { Movement } from '../movement.schema';
import { WalletLedger } from '../wallet-ledger';
import { WalletScope } from '../wallet-scope';

/**
 * POST /prepaid/createPrepaid: staff credit a wallet; who credited whom, and why, is recorded. With
 * auto-pay on, the wallet's pending overweight charges the new balance covers are paid.
 */
@Injectable()
export class StaffCreditUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
    private readonly events: EventPublisher,
    private readonly overweights: OverweightCharges,
  ) {}

  async execute(caller: CallerIdentity, input: z.output<typeof StaffCreditSchema>, at = new Date()) {
    await this.scope.assertReach(caller, input.userId);
    const movement: Movement = {
      _id: new Types.ObjectId().toHexString(),
      user: input.userId,
      type: 'Abono',
      amount: input.cantidadAbonar,
      status: true,
      shipment: null,
      numberOfOrder: null,
      source: 'staff',
      reason: input.reason,
      created_by: caller.id,
      created_at: at,
    };
    const credited = await this.ledger.credit(
      input.userId,
      movement._id,
      movement,
      this.events.event(
        WalletCredited,
        input.userId,
        {
          movementId: movement._id,
          user: input.userId,
          amountCentavos: input.cantidadAbonar,
          creditedBy: caller.id,
          reason: input.reason,
          creditedAt: at.toISOString(),
        },
        at,
      ),
    );
    if (credited) await this.overweights.autopay(input.userId);
    return toMovementDto(movement);
  }
}

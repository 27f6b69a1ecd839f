import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { PrepaidRequested, WalletErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { WalletLedger } from '../../ledger/wallet-ledger';

/** POST /prepaid: a pending 'Abono' of one's own wallet, to be paid by card (section 4, top-up). */
@Injectable()
export class CreateTopUpUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, user: string, amountCentavos: number, createdAt = new Date()) {
    // One's own wallet only: crediting another's is a staff credit (POST /prepaid/createPrepaid).
    if (user !== caller.id) throw AppError.of(WalletErrors.outOfScope);
    const id = new Types.ObjectId().toHexString();
    // The pending top-up and its PrepaidRequested (reports count pending top-ups) in one write.
    await this.ledger.recordPending(
      {
        _id: id,
        user,
        type: 'Abono',
        amount: amountCentavos,
        status: false,
        shipment: null,
        numberOfOrder: null,
        source: 'paypal',
        reason: null,
        created_by: caller.id,
        created_at: createdAt,
      },
      this.events.event(
        PrepaidRequested,
        id,
        {
          prepaidId: id,
          user,
          amountCentavos,
          requestedAt: createdAt.toISOString(),
        },
        createdAt,
      ),
    );
    return { id };
  }
}

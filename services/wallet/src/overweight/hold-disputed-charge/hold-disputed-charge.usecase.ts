import { Injectable } from '@nestjs/common';
import type { DisputeOpened, EventData } from '@envios/contracts';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payables } from '../../payments/payables';
import { overweightLineId, overweightReason } from '../overweight-charges';

const DISPUTED = ' En disputa: no se cobra mientras la revisamos.';

/**
 * On DisputeOpened: a pending overweight charge is held (`disputed`): auto-pay skips it and
 * 'Pagar sobrepeso' refuses it until the dispute is decided; its line says so. A paid charge
 * stays paid (an accepted dispute refunds it). A redelivered event changes nothing.
 */
@Injectable()
export class HoldDisputedChargeUseCase {
  constructor(
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(d: EventData<typeof DisputeOpened>): Promise<void> {
    if (await this.payables.moveDisputedCharge(d.shipmentId, ['pending'], 'disputed'))
      await this.ledger.markPendingLine(
        overweightLineId(d.shipmentId),
        overweightReason(d.overweightKg) + DISPUTED,
      );
  }
}

import { Injectable } from '@nestjs/common';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payables } from '../payables';

/** GuideGenerated: its guide exists, and the ledger line of its wallet payment shows the number. */
@Injectable()
export class RecordGuideNumberUseCase {
  constructor(
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(g: EventData<typeof GuideGenerated>): Promise<void> {
    await this.payables.recordGuideNumber(g.shipmentId, g.numberGuide);
    await this.ledger.showGuideNumber(g.shipmentId, g.numberGuide);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { WalletLedger } from '../wallet-ledger';

/**
 * Once, at the first start of this version (a job with a fixed id on the maintenance queue): wallets
 * written before credits were keyed by their ledger line lose the map of every credit key they kept,
 * which only grew; a wallet written since has lost it already (its next write drops it).
 */
@Injectable()
export class DropCreditKeysUseCase {
  private readonly logger = new Logger(DropCreditKeysUseCase.name);

  constructor(private readonly ledger: WalletLedger) {}

  async execute(): Promise<{ dropped: number }> {
    const dropped = await this.ledger.dropOldCreditKeys();
    if (dropped) this.logger.log(`${dropped} wallets dropped the credit keys they kept`);
    return { dropped };
  }
}

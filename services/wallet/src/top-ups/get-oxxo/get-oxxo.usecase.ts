import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { WalletScope } from '../../ledger/wallet-scope';
import { voucherView } from '../oxxo-voucher.mapper';
import { OxxoVoucher } from '../oxxo-voucher.schema';

/**
 * GET /prepaid/oxxo/{reference}: an OXXO voucher as the printable page shows it, to whoever reaches
 * its wallet (its owner, its client, staff who read wallets); to anyone else it does not exist.
 */
@Injectable()
export class GetOxxoUseCase {
  constructor(
    @InjectModel(OxxoVoucher.name) private readonly vouchers: Model<OxxoVoucher>,
    private readonly scope: WalletScope,
  ) {}

  async execute(caller: CallerIdentity, reference: string) {
    const voucher = await this.vouchers.findOne({ reference }).lean<OxxoVoucher>();
    if (!voucher || !(await this.scope.canReach(caller, voucher.user)))
      throw AppError.of(WalletErrors.oxxoVoucherNotFound);
    return voucherView(voucher);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Payables } from '../../payments/payables';
import { RefundToWalletUseCase, type RefundReason } from '../refund-to-wallet/refund-to-wallet.usecase';

/**
 * Gives a paid shipment's amount back to the wallet that paid it (or of whoever paid it by card)
 * when its label failed or its guide was cancelled: once per shipment, however often it is asked
 * (the credit's key).
 */
@Injectable()
export class RefundPaymentUseCase {
  private readonly logger = new Logger(RefundPaymentUseCase.name);

  constructor(
    private readonly payables: Payables,
    private readonly refundToWallet: RefundToWalletUseCase,
  ) {}

  async execute(shipmentId: string, reason: RefundReason): Promise<boolean> {
    const payable = await this.payables.byId(shipmentId);
    if (!payable?.payer || !['paid', 'paying', 'refunded'].includes(payable.state)) {
      this.logger.warn(`no payment to refund for shipment ${shipmentId} (${payable?.state ?? 'unknown'})`);
      return false;
    }
    const refunded = await this.refundToWallet.execute(
      payable,
      payable.payer,
      reason,
      `refund-${shipmentId}`,
    );
    await this.payables.markRefunded(shipmentId);
    return refunded;
  }
}

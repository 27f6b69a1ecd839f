import { WalletErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { PaypalError } from '../paypal/paypal.client';

/** PayPal's refusals as the wallet's errors (section 4: a declined card restarts the payment). */
export function fromPaypal(error: unknown): unknown {
  if (!(error instanceof PaypalError)) return error;
  switch (error.issue) {
    case 'INSTRUMENT_DECLINED':
      return AppError.of(WalletErrors.instrumentDeclined);
    case 'ORDER_NOT_APPROVED':
    case 'PAYER_ACTION_REQUIRED':
      return AppError.of(WalletErrors.orderNotApproved);
    case 'RESOURCE_NOT_FOUND':
      return AppError.of(WalletErrors.orderNotFound);
    case 'UNAVAILABLE':
      return AppError.of(WalletErrors.paypalUnavailable);
    default:
      return AppError.of(WalletErrors.captureFailed);
  }
}

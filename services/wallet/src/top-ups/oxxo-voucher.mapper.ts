import { toPesos } from '@envios/contracts';
import type { OxxoVoucher } from './oxxo-voucher.schema';

/** What POST /prepaid/oxxo answers: the barcode's value is OXXO's number itself (Code 128). */
export const createdVoucher = (v: OxxoVoucher) => ({
  id: v._id,
  reference: v.reference,
  barcode: v.reference,
  amount: toPesos(v.amountCentavos),
  expires_at: v.expiresAt.toISOString(),
});

/** What GET /prepaid/oxxo/{reference} answers (the printable voucher page). */
export const voucherView = (v: OxxoVoucher) => ({
  reference: v.reference,
  barcode: v.reference,
  amount: toPesos(v.amountCentavos),
  expires_at: v.expiresAt.toISOString(),
  status: v.status,
  ...(v.hostedVoucherUrl ? { hosted_voucher_url: v.hostedVoucherUrl } : {}),
});

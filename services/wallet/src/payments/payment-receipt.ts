import type { Payable } from './payable.schema';

/** The payment receipt's event: who paid, how, and each shipment with its amount. */
export function receiptOf(
  paymentId: string,
  user: string,
  method: 'wallet' | 'paypal',
  paid: Pick<Payable, '_id' | 'carrier' | 'serviceName' | 'totalCentavos'>[],
  paidAt: Date,
) {
  return {
    paymentId,
    user,
    method,
    totalCentavos: paid.reduce((sum, p) => sum + p.totalCentavos, 0),
    shipments: paid.map((p) => ({
      shipmentId: p._id,
      carrier: p.carrier,
      serviceName: p.serviceName,
      amountCentavos: p.totalCentavos,
    })),
    paidAt: paidAt.toISOString(),
  };
}

import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/**
 * A shipment was paid (from the wallet or by card): shipments marks it paid and makes its label.
 * Published by the wallet, once per shipment; consumers still treat a second delivery as a no-op.
 */
export const ShipmentPaid = defineEvent({
  type: 'ShipmentPaid',
  version: 1,
  topic: Topics.wallet,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    amountCentavos: z.number().int().nonnegative(),
    method: z.enum(['wallet', 'paypal']),
    /** The payment (wallet debit or card capture) that paid it. */
    paymentId: z.string(),
    paidAt: z.iso.datetime(),
  }),
});

import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/**
 * Issue 30: an overweight dispute's steps. Shipments keeps the dispute and emits them on its topic,
 * keyed by shipment id like every event of a shipment (so a charge's events arrive in order); the
 * wallet holds, waives, refunds or frees the charge, identity mails the customer.
 */
const DisputeRef = {
  disputeId: z.string(),
  shipmentId: z.string(),
  owner: z.string(),
  numberGuide: z.string().nullable(),
  overweightKg: z.number(),
  costCentavos: z.number().int().nonnegative(),
};

/** The customer disputed the charge: the wallet stops auto-paying it and nobody is asked to pay it meanwhile. */
export const DisputeOpened = defineEvent({
  type: 'DisputeOpened',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...DisputeRef, openedBy: z.string(), photos: z.number().int() }),
});

/** Staff accepted it: a pending charge is waived, a paid one refunded to the wallet (once, by dispute id). */
export const DisputeAccepted = defineEvent({
  type: 'DisputeAccepted',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...DisputeRef, decidedBy: z.string() }),
});

/** Staff rejected it with a reason: the charge stands and is payable again (auto-pay may resume). */
export const DisputeRejected = defineEvent({
  type: 'DisputeRejected',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...DisputeRef, decidedBy: z.string(), reason: z.string() }),
});

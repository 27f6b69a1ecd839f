import { z } from 'zod';
import { CARRIER_CODES, PORTAL_TRACKING_STATUSES } from '@envios/domain';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/**
 * A followed guide has news: its carrier reported events since the last change. Keyed by shipment
 * id; `version` grows by one with each change of a guide, so a consumer keeps the newest.
 */
export const TrackingStatusChanged = defineEvent({
  type: 'TrackingStatusChanged',
  version: 1,
  topic: Topics.tracking,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    account: z.string(),
    carrier: z.enum(CARRIER_CODES),
    numberGuide: z.string(),
    version: z.number().int().positive(),
    /** One vocabulary for every carrier (null while the carrier has no event). */
    status: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
    /** What the product shows for it (section 4, per carrier). */
    statusText: z.string(),
    /** The latest event: when it happened and what the carrier said. */
    lastEventAt: z.iso.datetime({ offset: true }).nullable(),
    lastEventDescription: z.string().nullable(),
    events: z.number().int().nonnegative(),
  }),
});

/** A followed guide was delivered: when. Reports compare it with the promised transit days. */
export const ShipmentDelivered = defineEvent({
  type: 'ShipmentDelivered',
  version: 1,
  topic: Topics.tracking,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    account: z.string(),
    carrier: z.enum(CARRIER_CODES),
    numberGuide: z.string(),
    deliveredAt: z.iso.datetime({ offset: true }),
  }),
});

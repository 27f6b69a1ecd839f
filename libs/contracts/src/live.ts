import { z } from 'zod';
import { PORTAL_TRACKING_STATUSES } from '@envios/domain';

/**
 * Live updates of shipments for open pages: shipments publishes one on this Redis channel after it
 * has recorded the change, every BFF replica relays it to the signed-in pages that may see the
 * shipment (Server-Sent Events). Fire and forget: a page that misses one still reads the change on
 * its next load.
 */
export const LIVE_SHIPMENTS_CHANNEL = 'envios:live:shipments';

export const ShipmentLiveUpdateSchema = z.object({
  shipmentId: z.string(),
  owner: z.string(),
  account: z.string(),
  number_guide: z.string().nullable(),
  tracking_status: z.string().nullable(),
  tracking_code: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
  delivered_at: z.string().nullable(),
});
export type ShipmentLiveUpdate = z.infer<typeof ShipmentLiveUpdateSchema>;

import type { TrackingResult } from '@envios/contracts';
import type { StoredTrackedGuide } from './tracked-guide.schema';

/** Section 3 "Tracking result" of a followed guide (`status` as its carrier's mapping words it). */
export function toTrackingResult(
  g: Pick<StoredTrackedGuide, '_id' | 'carrier' | 'status' | 'statusText' | 'events' | 'deliveredAt'>,
): TrackingResult {
  return {
    status: g.statusText,
    shipment_event: g.events.map((e) => ({ date: e.date, status: e.description })),
    number_guide: g._id,
    carrier: g.carrier,
    portal_status: g.status,
    delivered_at: g.deliveredAt ? g.deliveredAt.toISOString() : null,
  };
}

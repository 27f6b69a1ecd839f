import { Injectable } from '@nestjs/common';
import type { TrackingResult } from '@envios/contracts';
import { trackingStatusText, type CarrierCode, type TrackingSource } from '@envios/domain';
import { toTrackingResult } from '../../guides/tracked-guide.mapper';
import { TrackedGuides } from '../../guides/tracked-guides';

const CARRIER_OF: Record<TrackingSource, CarrierCode> = {
  dhl: 'DHL',
  dhlApi: 'DHL',
  fedex: 'FEDEX',
  redpack: 'REDPACK',
  ampm: 'AMPM',
  estafeta: 'ESTAFETA',
};

/**
 * POST /tracking/{dhl|dhlApi|redpack|fedex|ampm|estafeta}: the guide's status worded by that
 * carrier's mapping (section 4). A guide that carrier does not have answers as the carrier's "not
 * found" reads there ('En recolección' for DHL, 'Guía creada' for Estafeta…), with no events.
 */
@Injectable()
export class LookupBySourceUseCase {
  constructor(private readonly guides: TrackedGuides) {}

  async execute(source: TrackingSource, guide: string): Promise<TrackingResult> {
    const carrier = CARRIER_OF[source];
    const found = await this.guides.publicView(guide);
    if (!found || found.carrier !== carrier) {
      return {
        status: trackingStatusText(source, { notFound: true, events: [] }),
        shipment_event: [],
        number_guide: guide,
        carrier,
        portal_status: null,
        delivered_at: null,
      };
    }
    const result = toTrackingResult(found);
    // A cancelled guide keeps its own text; otherwise the asked-for mapping words the carrier's events.
    if (found.status === 'cancelled') return result;
    return {
      ...result,
      status: trackingStatusText(source, {
        notFound: found.notFound,
        events: found.events,
      }),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { TrackingErrors, type RecipientTracking } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { TrackedGuides } from '../../guides/tracked-guides';

/**
 * GET /public/tracking/{guide} (issue 30), tracking's part: the guide's status, events (newest
 * first) and promised day, with its shipment and account for the BFF to brand it — read from what
 * the pollers stored, like the public lookup. Unknown, or a test key's guide → 404 'No se encontró
 * la guía {guide}.'.
 */
@Injectable()
export class RecipientViewUseCase {
  constructor(private readonly guides: TrackedGuides) {}

  async execute(guide: string): Promise<RecipientTracking> {
    const g = await this.guides.recipientView(guide);
    if (!g || g.test) throw AppError.of(TrackingErrors.guideNotFound, guide);
    return {
      shipment_id: g.shipmentId,
      account: g.account,
      guide: g._id,
      carrier: g.carrier,
      status: g.status,
      status_text: g.statusText,
      expected_delivery: g.expectedBy ?? null,
      delivered_at: g.deliveredAt ? g.deliveredAt.toISOString() : null,
      events: [...g.events]
        .reverse()
        .map((e) => ({ date: e.date, description: e.description, location: e.location ?? null })),
      test: g.test ?? false,
    };
  }
}

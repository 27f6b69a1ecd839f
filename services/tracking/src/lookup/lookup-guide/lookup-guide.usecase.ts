import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TrackingErrors, type TrackingResult } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { toTrackingResult } from '../../guides/tracked-guide.mapper';
import { TrackedGuide } from '../../guides/tracked-guide.schema';

const PUBLIC_FIELDS = {
  carrier: 1,
  status: 1,
  statusText: 1,
  notFound: 1,
  events: 1,
  deliveredAt: 1,
} as const;

/**
 * POST /tracking (public): a guide's status and events as last reported by its carrier, read from
 * what the pollers stored — never a carrier call in the request. Unknown → 404 'No se encontró la
 * guía {guide}.'.
 */
@Injectable()
export class LookupGuideUseCase {
  constructor(@InjectModel(TrackedGuide.name) private readonly guides: Model<TrackedGuide>) {}

  async execute(guide: string): Promise<TrackingResult> {
    const found = await this.find(guide);
    if (!found) throw AppError.of(TrackingErrors.guideNotFound, guide);
    return toTrackingResult(found);
  }

  find(guide: string) {
    return this.guides.findById(guide, PUBLIC_FIELDS).lean<TrackedGuide>();
  }
}

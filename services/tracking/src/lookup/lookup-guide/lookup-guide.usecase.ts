import { Injectable } from '@nestjs/common';
import { TrackingErrors, type TrackingResult } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { toTrackingResult } from '../../guides/tracked-guide.mapper';
import { TrackedGuides } from '../../guides/tracked-guides';

/**
 * POST /tracking (public): a guide's status and events as last reported by its carrier, read from
 * what the pollers stored — never a carrier call in the request. Unknown → 404 'No se encontró la
 * guía {guide}.'.
 */
@Injectable()
export class LookupGuideUseCase {
  constructor(private readonly guides: TrackedGuides) {}

  async execute(guide: string): Promise<TrackingResult> {
    const found = await this.guides.publicView(guide);
    if (!found) throw AppError.of(TrackingErrors.guideNotFound, guide);
    return toTrackingResult(found);
  }
}

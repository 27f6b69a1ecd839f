import { Injectable } from '@nestjs/common';
import { ShipmentsErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../../shipments/readable-shipment';
import { LabelLinks } from '../label-links';
import { fileOf } from '../label-storage';

/** GET /shipments/{id}/label-link: an expiring link to the shipment's label, for whoever may see it. */
@Injectable()
export class LabelLinkUseCase {
  constructor(
    private readonly readable: ReadableShipment,
    private readonly links: LabelLinks,
  ) {}

  async execute(caller: CallerIdentity, id: string) {
    const s = await this.readable.find(caller, id);
    const file = fileOf(s.guide);
    if (s.guide_state !== 'generated' || !file) throw AppError.of(ShipmentsErrors.guideNotReady);
    return this.links.sign(file);
  }
}

import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../readable-shipment';

/** GET /status/guide/{id}: whether a shipment is paid and where its label stands. */
@Injectable()
export class GuideStatusUseCase {
  constructor(private readonly readable: ReadableShipment) {}

  async execute(caller: CallerIdentity, id: string) {
    const s = await this.readable.find(caller, id);
    return {
      code: 200 as const,
      data: {
        _id: String(s._id),
        status: s.status,
        guide_state: s.guide_state,
        number_guide: s.number_guide,
        guide: s.guide,
      },
    };
  }
}

import { Injectable } from '@nestjs/common';
import { volumetricWeightKg } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../readable-shipment';
import { toShipmentDto } from '../shipment.mapper';

/** GET /shipments/{id}, /status/guide/{id} and /parcels/{id}: one shipment, whole or in part. */
@Injectable()
export class GetShipmentUseCase {
  constructor(private readonly readable: ReadableShipment) {}

  async execute(caller: CallerIdentity, id: string) {
    return toShipmentDto(await this.readable.find(caller, id), caller.role);
  }

  async guideStatus(caller: CallerIdentity, id: string) {
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

  async parcels(caller: CallerIdentity, id: string) {
    const s = await this.readable.find(caller, id);
    return {
      code: 200 as const,
      data: s.parcels.map((p) => ({ ...p, volumetric_weight: volumetricWeightKg(p) })),
    };
  }
}

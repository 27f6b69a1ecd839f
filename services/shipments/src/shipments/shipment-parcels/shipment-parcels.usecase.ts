import { Injectable } from '@nestjs/common';
import { volumetricWeightKg } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../readable-shipment';

/** GET /parcels/{id}: a shipment's parcels, each with its volumetric weight. */
@Injectable()
export class ShipmentParcelsUseCase {
  constructor(private readonly readable: ReadableShipment) {}

  async execute(caller: CallerIdentity, id: string) {
    const s = await this.readable.find(caller, id);
    return {
      code: 200 as const,
      data: s.parcels.map((p) => ({ ...p, volumetric_weight: volumetricWeightKg(p) })),
    };
  }
}

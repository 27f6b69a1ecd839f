import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../readable-shipment';
import { toShipmentDto } from '../shipment.mapper';

/** GET /shipments/{id}: one shipment the caller may see. */
@Injectable()
export class GetShipmentUseCase {
  constructor(private readonly readable: ReadableShipment) {}

  async execute(caller: CallerIdentity, id: string) {
    return toShipmentDto(await this.readable.find(caller, id), caller.role);
  }
}

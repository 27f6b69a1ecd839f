import { Injectable } from '@nestjs/common';
import type { ShipmentDto, ShipmentToCreate } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { CreateShipmentsUseCase } from '../create-shipments/create-shipments.usecase';

/** POST /shipments: the one shipment of a one-guide quote (CreateShipmentsUseCase with one item). */
@Injectable()
export class CreateShipmentUseCase {
  constructor(private readonly createShipments: CreateShipmentsUseCase) {}

  async execute(caller: CallerIdentity, item: ShipmentToCreate): Promise<ShipmentDto> {
    const [created] = await this.createShipments.execute(caller, [item]);
    return created;
  }
}

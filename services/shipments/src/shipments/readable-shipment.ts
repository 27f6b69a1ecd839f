import { Injectable } from '@nestjs/common';
import { ShipmentsErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from './shipment-scope';
import { ShipmentStore } from './shipment-store';
import type { StoredShipment } from './shipment.schema';

/** One shipment the caller may see, by id; anything else is a 404, so ids reveal nothing. */
@Injectable()
export class ReadableShipment {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
  ) {}

  async find(caller: CallerIdentity, id: string): Promise<StoredShipment> {
    const found = await this.shipments.byId(id);
    if (!found || !(await this.scope.canRead(caller, found)))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    return found;
  }
}

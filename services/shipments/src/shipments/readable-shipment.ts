import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { ShipmentsErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from './shipment-scope';
import { Shipment, type StoredShipment } from './shipment.schema';

/** One shipment the caller may see, by id; anything else is a 404, so ids reveal nothing. */
@Injectable()
export class ReadableShipment {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly scope: ShipmentScope,
  ) {}

  async find(caller: CallerIdentity, id: string): Promise<StoredShipment> {
    const found = isValidObjectId(id) ? await this.shipments.findById(id).lean<StoredShipment>() : null;
    if (!found || !(await this.scope.canRead(caller, found)))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    return found;
  }
}

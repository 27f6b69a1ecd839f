import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { CarrierCode } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { toShipmentDto } from '../shipment.mapper';
import { Shipment, type StoredShipment } from '../shipment.schema';

/** At most this many, newest first. */
const FILTER_LIMIT = 100;

/**
 * /guide?status= (paid or not) and /carrier?name=: the caller's scope narrowed by equalities the
 * local server sends to its indexes (owner or account, then status or carrier).
 */
@Injectable()
export class FilterShipmentsUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly scope: ShipmentScope,
  ) {}

  byStatus(caller: CallerIdentity, userId: string, paid: boolean) {
    return this.find(caller, userId, { status: paid });
  }

  byCarrier(caller: CallerIdentity, userId: string, carrier: CarrierCode) {
    return this.find(caller, userId, { 'selected_service.carrier_code': carrier });
  }

  private async find(caller: CallerIdentity, userId: string, narrow: FilterQuery<Shipment>) {
    const scope = await this.scope.listOf(caller, userId);
    const found = await this.shipments.find({ [scope.field]: scope.id, ...narrow }).lean<StoredShipment[]>();
    const docs = found.sort((a, b) => b[scope.seq] - a[scope.seq]).slice(0, FILTER_LIMIT);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)) };
  }
}

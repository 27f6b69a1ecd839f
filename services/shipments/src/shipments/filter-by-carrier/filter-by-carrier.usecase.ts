import { Injectable } from '@nestjs/common';
import type { CarrierCode } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

/** At most this many, newest first. */
const FILTER_LIMIT = 100;

/** /carrier?name=: the caller's scope narrowed to one carrier's shipments. */
@Injectable()
export class FilterByCarrierUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string, carrier: CarrierCode) {
    const scope = await this.scope.listOf(caller, userId);
    const docs = await this.shipments.filteredOf(scope, { carrier }, FILTER_LIMIT);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)) };
  }
}

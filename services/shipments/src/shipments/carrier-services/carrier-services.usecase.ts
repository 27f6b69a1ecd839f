import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { CarrierRows } from '../carrier-rows';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';

/** How far back /carrier-services looks (the filter menus of the list). */
const CARRIER_SERVICES_WINDOW = 500;

/**
 * /carrier-services: the carriers and services of the caller's (or the listed account's) latest
 * shipments with how many each.
 */
@Injectable()
export class CarrierServicesUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string) {
    const scope = await this.scope.listOf(caller, userId);
    const rows = new CarrierRows();
    for (const s of await this.shipments.newestOf(scope, CARRIER_SERVICES_WINDOW))
      rows.add(s.selected_service);
    return rows.toData();
  }
}

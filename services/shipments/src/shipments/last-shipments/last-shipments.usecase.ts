import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

const LAST_SHIPMENTS = 5;

/** GET /shipments/last/shipment/{id}: the latest shipments of the list `{id}` names. */
@Injectable()
export class LastShipmentsUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string) {
    const scope = await this.scope.listOf(caller, userId);
    const docs = await this.shipments.newestOf(scope, LAST_SHIPMENTS);
    return { code: 200 as const, data: docs.map((s) => toShipmentDto(s, caller.role)) };
  }
}

import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

/** GET /shipments/all/{userId}?limit=&page=: a page of the list, newest first, by bucket (never skip). */
@Injectable()
export class ListShipmentsUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string, page: number, limit: number) {
    const scope = await this.scope.listOf(caller, userId);
    const { count, docs } = await this.shipments.pageOf(scope, page, limit);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)), page, limit, count };
  }
}

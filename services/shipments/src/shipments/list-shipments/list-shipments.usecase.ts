import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentPages } from '../shipment-pages';
import { ShipmentScope } from '../shipment-scope';
import { toShipmentDto } from '../shipment.mapper';

/** GET /shipments/all/{userId}?limit=&page=: a page of the list, newest first, by bucket (never skip). */
@Injectable()
export class ListShipmentsUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly pages: ShipmentPages,
  ) {}

  async execute(caller: CallerIdentity, userId: string, page: number, limit: number) {
    const scope = await this.scope.listOf(caller, userId);
    const { count, docs } = await this.pages.page(scope, page, limit);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)), page, limit, count };
  }
}

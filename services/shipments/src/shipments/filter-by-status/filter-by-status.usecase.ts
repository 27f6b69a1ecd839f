import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

/** At most this many, newest first. */
const FILTER_LIMIT = 100;

/** /guide?status=: the caller's scope narrowed to its paid (or unpaid) shipments, by indexed equalities. */
@Injectable()
export class FilterByStatusUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string, paid: boolean) {
    const scope = await this.scope.listOf(caller, userId);
    const docs = await this.shipments.filteredOf(scope, { paid }, FILTER_LIMIT);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)) };
  }
}

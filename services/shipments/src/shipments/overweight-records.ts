import { Injectable } from '@nestjs/common';
import type { OverweightRecord } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toOverweightRecord } from './overweight-record';
import { ShipmentScope } from './shipment-scope';
import { ShipmentStore } from './shipment-store';

/**
 * The overweight records of a report's scope, newest registration first (one equality lookup on the
 * overweight fields, ShipmentStore.withOverweight), as the caller's role may see them.
 */
@Injectable()
export class OverweightRecords {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
  ) {}

  async of(caller: CallerIdentity, userId: string): Promise<OverweightRecord[]> {
    const reach = await this.scope.overweightOf(caller, userId);
    return (await this.shipments.withOverweight(reach)).map((s) => toOverweightRecord(s, caller.role));
  }
}

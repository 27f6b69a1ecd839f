import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { OverweightRecord } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toOverweightRecord } from './overweight-record';
import { ShipmentScope } from './shipment-scope';
import { Shipment, type StoredShipment } from './shipment.schema';

const time = (d: Date | null) => (d ? d.getTime() : 0);

/**
 * The overweight records of a report's scope, newest registration first. One equality lookup on the
 * overweight fields, which only shipments with a registered overweight carry: it matches those and
 * nothing else, however many shipments the scope has.
 */
@Injectable()
export class OverweightRecords {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly scope: ShipmentScope,
  ) {}

  async of(caller: CallerIdentity, userId: string): Promise<OverweightRecord[]> {
    const filter = await this.scope.overweightOf(caller, userId);
    const found = await this.shipments.find(filter).lean<StoredShipment[]>();
    return found
      .filter((s) => (s.overweight ?? 0) > 0)
      .sort(
        (a, b) =>
          time(b.overweight_registered_at) - time(a.overweight_registered_at) ||
          (String(b._id) > String(a._id) ? 1 : -1),
      )
      .map((s) => toOverweightRecord(s, caller.role));
  }
}

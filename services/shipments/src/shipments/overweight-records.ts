import { Inject, Injectable } from '@nestjs/common';
import type { OverweightRecord } from '@envios/contracts';
import { APP_CONFIG, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { DisputeStore } from '../disputes/dispute-store';
import { disputeSummary } from '../disputes/dispute.mapper';
import { toOverweightRecord } from './overweight-record';
import { ShipmentScope } from './shipment-scope';
import { ShipmentStore } from './shipment-store';

/**
 * The overweight records of a report's scope, newest registration first (one equality lookup on the
 * overweight fields, ShipmentStore.withOverweight), as the caller's role may see them, each with its
 * dispute (issue 30: one more equality lookup, the scope's disputes) and until when one may be opened.
 */
@Injectable()
export class OverweightRecords {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
    private readonly disputes: DisputeStore,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
  ) {}

  async of(caller: CallerIdentity, userId: string): Promise<OverweightRecord[]> {
    const reach = await this.scope.overweightOf(caller, userId);
    const [found, disputes] = await Promise.all([
      this.shipments.withOverweight(reach),
      this.disputes.byShipment(reach.kind === 'everyone' ? reach : { kind: reach.kind, id: reach.id }),
    ]);
    const window = this.config.OVERWEIGHT_DISPUTE_DAYS * 86_400_000;
    return found.map((s) => {
      const dispute = disputes.get(String(s._id));
      const registered = s.overweight_registered_at;
      return {
        ...toOverweightRecord(s, caller.role),
        dispute: dispute ? disputeSummary(dispute) : null,
        dispute_until: registered ? new Date(registered.getTime() + window).toISOString() : null,
      };
    });
  }
}

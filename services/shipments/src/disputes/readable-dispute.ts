import { Injectable } from '@nestjs/common';
import { DisputeErrors, type DisputeStatus } from '@envios/contracts';
import { dataReach } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipments/shipment-scope';
import { DisputeStore, type DisputeReach } from './dispute-store';
import type { Dispute } from './dispute.schema';

/**
 * Disputes as the caller may see them, by the shipments' reach (libs/domain `dataReach`): staff
 * every one, a client its account's, anyone else its own. Another's dispute is a 404.
 */
@Injectable()
export class ReadableDispute {
  constructor(
    private readonly disputes: DisputeStore,
    private readonly scope: ShipmentScope,
  ) {}

  async find(caller: CallerIdentity, id: string): Promise<Dispute> {
    const d = await this.disputes.byId(id);
    if (!d || !(await this.scope.canRead(caller, d))) throw AppError.of(DisputeErrors.notFound);
    return d;
  }

  async list(caller: CallerIdentity, status?: DisputeStatus): Promise<Dispute[]> {
    const found = await this.disputes.within(reachOf(caller), status);
    return found.filter((d) => d.test === !!caller.test);
  }
}

function reachOf(caller: CallerIdentity): DisputeReach {
  const reach = dataReach(caller.role, 'shipments');
  return reach === 'everyone'
    ? { kind: 'everyone' }
    : { kind: reach === 'account' ? 'account' : 'owner', id: caller.id };
}

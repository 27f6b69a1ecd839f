import { Injectable } from '@nestjs/common';
import { PickupErrors } from '@envios/contracts';
import { dataReach } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { PickupStore, type PickupReach } from './pickup-store';
import type { StoredPickup } from './pickup.schema';

/**
 * Whose pickups a caller reaches, as its shipments (`dataReach(role, 'shipments')`): an Operativo
 * its own, a client its account's, staff everyone's; a test key's caller the test ones only.
 */
@Injectable()
export class PickupScope {
  constructor(private readonly pickups: PickupStore) {}

  reachOf(caller: CallerIdentity): PickupReach {
    const test = !!caller.test;
    const reach = dataReach(caller.role, 'shipments');
    if (reach === 'everyone') return { kind: 'everyone', test };
    return { kind: reach === 'account' ? 'account' : 'owner', id: caller.id, test };
  }

  /** One pickup the caller reaches, by id; anything else is a 404, so ids reveal nothing. */
  async find(caller: CallerIdentity, id: string): Promise<StoredPickup> {
    const p = await this.pickups.byId(id);
    if (!p || !this.reaches(caller, p)) throw AppError.of(PickupErrors.notFound);
    return p;
  }

  private reaches(caller: CallerIdentity, p: StoredPickup): boolean {
    if (!!p.test !== !!caller.test) return false;
    const reach = this.reachOf(caller);
    if (reach.kind === 'everyone') return true;
    return reach.kind === 'account'
      ? p.account === caller.id || p.owner === caller.id
      : p.owner === caller.id;
  }
}

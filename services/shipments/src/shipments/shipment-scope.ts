import { Injectable } from '@nestjs/common';
import { ShipmentsErrors } from '@envios/contracts';
import { dataReach, reachesEveryone } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { MemberStore } from '../members/member-store';
import type { StoredShipment } from './shipment.schema';

/**
 * Whose shipments a list reads: one owner's, or a client account's (its own and its users').
 * `field` is the shipment field that names it, `page` the page-bucket field.
 */
export type ListScope =
  | { kind: 'owner'; id: string; field: 'owner'; page: 'ownerPage'; seq: 'ownerSeq' }
  | { kind: 'account'; id: string; field: 'account'; page: 'accountPage'; seq: 'accountSeq' };

/** Whose overweight records a report reads: a list's, or everyone's (staff asking for their own). */
export type OverweightReach = ListScope | { kind: 'everyone' };

export const ownerScope = (id: string): ListScope => ({
  kind: 'owner',
  id,
  field: 'owner',
  page: 'ownerPage',
  seq: 'ownerSeq',
});
export const accountScope = (id: string): ListScope => ({
  kind: 'account',
  id,
  field: 'account',
  page: 'accountPage',
  seq: 'accountSeq',
});

/**
 * Who may read what, by `dataReach(role, 'shipments')` (libs/domain): an Operativo its own
 * shipments, a client its account (its own and its users'), staff everyone's. `{userId}` names whose
 * list: a client's id lists its account.
 */
@Injectable()
export class ShipmentScope {
  constructor(private readonly members: MemberStore) {}

  async listOf(caller: CallerIdentity, userId: string): Promise<ListScope> {
    const reach = dataReach(caller.role, 'shipments');
    if (userId === caller.id) return reach === 'account' ? accountScope(userId) : ownerScope(userId);
    if (reach === 'own') throw AppError.of(ShipmentsErrors.outOfScope);
    const member = await this.members.byId(userId);
    if (reach === 'account') {
      if (member?.clientId !== caller.id) throw AppError.of(ShipmentsErrors.outOfScope);
      return ownerScope(userId);
    }
    return member?.role === 'client' ? accountScope(userId) : ownerScope(userId);
  }

  /**
   * Whose overweight records `{userId}`'s report reads: as its list, except that staff asking for
   * their own see everyone's (they register and follow the overweights).
   */
  async overweightOf(caller: CallerIdentity, userId: string): Promise<OverweightReach> {
    if (userId === caller.id && reachesEveryone(caller.role, 'shipments')) return { kind: 'everyone' };
    return this.listOf(caller, userId);
  }

  /** Whether the caller may see this shipment (a 404 otherwise, so ids reveal nothing). */
  async canRead(
    caller: CallerIdentity,
    shipment: Pick<StoredShipment, 'owner' | 'account'>,
  ): Promise<boolean> {
    return reachesEveryone(caller.role, 'shipments') || this.canChange(caller, shipment);
  }

  /**
   * Whether the caller may change it (delete, duplicate): its owner, or the owner's client (the
   * account it was made in, or the one its owner belongs to now).
   */
  async canChange(
    caller: CallerIdentity,
    shipment: Pick<StoredShipment, 'owner' | 'account'>,
  ): Promise<boolean> {
    if (shipment.owner === caller.id) return true;
    if (dataReach(caller.role, 'shipments') !== 'account') return false;
    if (shipment.account === caller.id) return true;
    return (await this.members.clientOf(shipment.owner)) === caller.id;
  }

  /** The client account a new shipment of this caller belongs to: its client's, or its own. */
  async accountOf(caller: CallerIdentity): Promise<string> {
    if (dataReach(caller.role, 'shipments') === 'account') return caller.id;
    if (caller.parentClient) return caller.parentClient;
    return (await this.members.clientOf(caller.id)) ?? caller.id;
  }
}

import { Injectable } from '@nestjs/common';
import { ShipmentsErrors } from '@envios/contracts';
import { dataReach, reachesEveryone } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { MemberStore } from '../members/member-store';
import type { StoredShipment } from './shipment.schema';

/**
 * Whose shipments a list reads: one owner's, or a client account's (its own and its users'), live
 * or made with a test key. `field` is the shipment field that names it, `page` the page-bucket
 * field; `list` names the list's sequences and buckets (a test list's are its own).
 */
export type ListScope =
  | {
      kind: 'owner';
      id: string;
      list: string;
      test: boolean;
      field: 'owner';
      page: 'ownerPage';
      seq: 'ownerSeq';
    }
  | {
      kind: 'account';
      id: string;
      list: string;
      test: boolean;
      field: 'account';
      page: 'accountPage';
      seq: 'accountSeq';
    };

/** Whose overweight records a report reads: a list's, or everyone's (staff asking for their own). */
export type OverweightReach = ListScope | { kind: 'everyone' };

/** The id of an owner's or an account's list: its test list's is apart. */
export const listId = (id: string, test: boolean) => (test ? `test:${id}` : id);

export const ownerScope = (id: string, test = false): ListScope => ({
  kind: 'owner',
  id,
  list: listId(id, test),
  test,
  field: 'owner',
  page: 'ownerPage',
  seq: 'ownerSeq',
});
export const accountScope = (id: string, test = false): ListScope => ({
  kind: 'account',
  id,
  list: listId(id, test),
  test,
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

  /** A test key's caller reads the test lists. */
  async listOf(caller: CallerIdentity, userId: string): Promise<ListScope> {
    const reach = dataReach(caller.role, 'shipments');
    const test = !!caller.test;
    if (userId === caller.id)
      return reach === 'account' ? accountScope(userId, test) : ownerScope(userId, test);
    if (reach === 'own') throw AppError.of(ShipmentsErrors.outOfScope);
    const member = await this.members.byId(userId);
    if (reach === 'account') {
      if (member?.clientId !== caller.id) throw AppError.of(ShipmentsErrors.outOfScope);
      return ownerScope(userId, test);
    }
    return member?.role === 'client' ? accountScope(userId, test) : ownerScope(userId, test);
  }

  /**
   * Whose overweight records `{userId}`'s report reads: as its list, except that staff asking for
   * their own see everyone's (they register and follow the overweights).
   */
  async overweightOf(caller: CallerIdentity, userId: string): Promise<OverweightReach> {
    if (userId === caller.id && reachesEveryone(caller.role, 'shipments')) return { kind: 'everyone' };
    return this.listOf(caller, userId);
  }

  /**
   * Whether the caller may see this shipment (a 404 otherwise, so ids reveal nothing). A test
   * shipment exists only for test keys, and a live one only for the web and live keys.
   */
  async canRead(
    caller: CallerIdentity,
    shipment: Pick<StoredShipment, 'owner' | 'account' | 'test'>,
  ): Promise<boolean> {
    return reachesEveryone(caller.role, 'shipments')
      ? !!shipment.test === !!caller.test
      : this.canChange(caller, shipment);
  }

  /**
   * Whether the caller may change it (delete, duplicate): its owner, or the owner's client (the
   * account it was made in, or the one its owner belongs to now).
   */
  async canChange(
    caller: CallerIdentity,
    shipment: Pick<StoredShipment, 'owner' | 'account' | 'test'>,
  ): Promise<boolean> {
    if (!!shipment.test !== !!caller.test) return false;
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

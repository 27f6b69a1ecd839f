import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ShipmentsErrors } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Member } from '../members/member.schema';
import type { StoredShipment } from './shipment.schema';

/** Roles whose staff work reaches every account's shipments (section 6's matrix: all six see /shipments). */
const STAFF: readonly Role[] = ['superadmin', 'admin', 'helpdesk', 'sales'];

/**
 * Whose shipments a list reads: one owner's, or a client account's (its own and its users').
 * `field` is the shipment field that names it, `page` the page-bucket field.
 */
export type ListScope =
  | { kind: 'owner'; id: string; field: 'owner'; page: 'ownerPage'; seq: 'ownerSeq' }
  | { kind: 'account'; id: string; field: 'account'; page: 'accountPage'; seq: 'accountSeq' };

const ownerScope = (id: string): ListScope => ({
  kind: 'owner',
  id,
  field: 'owner',
  page: 'ownerPage',
  seq: 'ownerSeq',
});
const accountScope = (id: string): ListScope => ({
  kind: 'account',
  id,
  field: 'account',
  page: 'accountPage',
  seq: 'accountSeq',
});

const isStaff = (role: Role) => STAFF.includes(role);

/**
 * Who may read what: a user its own shipments, a client its account (its own and its users'), staff
 * everyone's. `{userId}` names whose list: a client's id lists its account.
 */
@Injectable()
export class ShipmentScope {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async listOf(caller: CallerIdentity, userId: string): Promise<ListScope> {
    if (userId === caller.id) return caller.role === 'client' ? accountScope(userId) : ownerScope(userId);
    if (caller.role === 'user') throw AppError.of(ShipmentsErrors.outOfScope);
    const member = await this.members.findById(userId).lean();
    if (caller.role === 'client') {
      if (member?.clientId !== caller.id) throw AppError.of(ShipmentsErrors.outOfScope);
      return ownerScope(userId);
    }
    return member?.role === 'client' ? accountScope(userId) : ownerScope(userId);
  }

  /**
   * The equality that selects the overweight records of `{userId}`'s report: as its list, except
   * that staff asking for their own see everyone's (they register and follow the overweights).
   */
  async overweightOf(
    caller: CallerIdentity,
    userId: string,
  ): Promise<{ overweight_owner: string } | { overweight_account: string } | { overweight_listed: true }> {
    if (userId === caller.id && isStaff(caller.role)) return { overweight_listed: true };
    const scope = await this.listOf(caller, userId);
    return scope.kind === 'owner' ? { overweight_owner: scope.id } : { overweight_account: scope.id };
  }

  /** Whether the caller may see this shipment (a 404 otherwise, so ids reveal nothing). */
  async canRead(
    caller: CallerIdentity,
    shipment: Pick<StoredShipment, 'owner' | 'account'>,
  ): Promise<boolean> {
    return isStaff(caller.role) || this.canChange(caller, shipment);
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
    if (caller.role !== 'client') return false;
    if (shipment.account === caller.id) return true;
    return (await this.members.findById(shipment.owner, { clientId: 1 }).lean())?.clientId === caller.id;
  }

  /** The client account a new shipment of this caller belongs to: its client's, or its own. */
  async accountOf(caller: CallerIdentity): Promise<string> {
    if (caller.role === 'client') return caller.id;
    if (caller.parentClient) return caller.parentClient;
    return (await this.members.findById(caller.id, { clientId: 1 }).lean())?.clientId ?? caller.id;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Member } from '../members/member.schema';

/** Staff whose work reaches every wallet (the BFF has already checked the operation's permission). */
const STAFF: readonly Role[] = ['superadmin', 'admin', 'sales'];

/**
 * Whose wallet a caller reaches: its own; a client its assigned users'; staff every one. Shipments a
 * caller may pay: its own, its users' (client), any (staff).
 */
@Injectable()
export class WalletScope {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async canReach(caller: CallerIdentity, userId: string): Promise<boolean> {
    if (userId === caller.id || STAFF.includes(caller.role)) return true;
    if (caller.role !== 'client') return false;
    return (await this.members.findById(userId, { clientId: 1 }).lean())?.clientId === caller.id;
  }

  async assertReach(caller: CallerIdentity, userId: string): Promise<void> {
    if (!(await this.canReach(caller, userId))) throw AppError.of(WalletErrors.outOfScope);
  }

  /** A shipment (by owner and account) the caller may pay. */
  async canPay(caller: CallerIdentity, shipment: { owner: string; account: string }): Promise<boolean> {
    return (
      shipment.owner === caller.id ||
      (caller.role === 'client' && shipment.account === caller.id) ||
      this.canReach(caller, shipment.owner)
    );
  }
}

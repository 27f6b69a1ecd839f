import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { dataReach, reaches } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Member } from '../members/member.schema';

/**
 * Whose wallet a caller reaches (`dataReach(role, 'wallets')`, libs/domain): its own; a client its
 * assigned users' too; staff who may read wallets every one. Shipments a caller may pay: its own,
 * its account's and its users' (client), any (staff).
 */
@Injectable()
export class WalletScope {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async canReach(caller: CallerIdentity, userId: string): Promise<boolean> {
    if (userId === caller.id) return true;
    const reach = dataReach(caller.role, 'wallets');
    if (reach === 'everyone') return true;
    if (reach !== 'account') return false;
    return (await this.members.findById(userId, { clientId: 1 }).lean())?.clientId === caller.id;
  }

  async assertReach(caller: CallerIdentity, userId: string): Promise<void> {
    if (!(await this.canReach(caller, userId))) throw AppError.of(WalletErrors.outOfScope);
  }

  /** A shipment (by owner and account) the caller may pay. */
  async canPay(caller: CallerIdentity, shipment: { owner: string; account: string }): Promise<boolean> {
    return reaches(caller, shipment, 'wallets') || this.canReach(caller, shipment.owner);
  }
}

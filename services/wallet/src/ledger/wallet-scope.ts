import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { dataReach, reaches } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Member } from '../members/member.schema';

const TEST_WALLET = 'test:';

/**
 * The wallet a user's payments come from: its own, or its test balance for a test API key, which
 * is a wallet of its own (`test:<user>`) that only a test key pays from and only a refill fills.
 */
export const walletOf = (user: string, test: boolean | undefined) => (test ? `${TEST_WALLET}${user}` : user);

/** Whose wallet this is, and whether it is a test balance. */
export function ownerOfWallet(wallet: string): { user: string; test: boolean } {
  return wallet.startsWith(TEST_WALLET)
    ? { user: wallet.slice(TEST_WALLET.length), test: true }
    : { user: wallet, test: false };
}

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

  /** A shipment (by owner and account) the caller may pay: a test one only with a test key, and the other way. */
  async canPay(
    caller: CallerIdentity,
    shipment: { owner: string; account: string; test?: boolean },
  ): Promise<boolean> {
    if (!!shipment.test !== !!caller.test) return false;
    return reaches(caller, shipment, 'wallets') || this.canReach(caller, shipment.owner);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { StripeCustomer } from '../../stripe/stripe-customer.schema';
import { StripeClient } from '../../stripe/stripe.client';

/**
 * GET /prepaid/spei: the caller's own CLABE, for a SPEI transfer of any amount to its wallet. Made
 * the first time it is asked (a Stripe customer with metadata {user}, then its mx_bank_transfer
 * funding instructions), kept, and answered from our record afterwards. Two replicas or a retry
 * asking at once make one customer: Stripe's idempotency key is the user's, and our record keeps
 * the first customer written.
 */
@Injectable()
export class SpeiAccountUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(StripeCustomer.name) private readonly customers: Model<StripeCustomer>,
    private readonly stripe: StripeClient,
  ) {}

  async execute(caller: CallerIdentity) {
    // A test key's wallet is filled by its refill, never by money.
    if (caller.test) throw AppError.of(WalletErrors.outOfScope);
    const user = caller.id;
    let record = await this.customers.findById(user).lean<StripeCustomer>();
    if (!record) {
      const customer = await this.stripe.customerFor(user, caller.email, `envios-customer-${user}`);
      await this.customers
        .updateOne(
          { _id: user },
          { $setOnInsert: { customer, clabe: null, bankName: null, bankCode: null, created_at: new Date() } },
          { upsert: true },
        )
        .catch((e: { code?: number }) => {
          if (e.code !== 11000) throw e;
        });
      record = (await this.customers.findById(user).lean<StripeCustomer>())!;
    }
    if (!record.clabe) {
      const spei = await this.stripe.speiAddress(record.customer);
      await this.customers.updateOne(
        { _id: user, clabe: null },
        { $set: { clabe: spei.clabe, bankName: spei.bankName, bankCode: spei.bankCode } },
      );
      record = (await this.customers.findById(user).lean<StripeCustomer>())!;
    }
    return { clabe: record.clabe!, bank: record.bankName!, beneficiary: this.config.STRIPE_SPEI_BENEFICIARY };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  AccountSettingsChanged,
  OPTIONAL_EMAILS,
  type AccountSettings,
  type UpdateAccountSettings,
} from '@envios/contracts';
import { EventPublisher, type CallerIdentity } from '@envios/platform';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import { toAccountSettings } from '../account-settings';

/**
 * PUT /account/settings: the caller changes their own switches (what the body leaves out stays). A
 * change is written with AccountSettingsChanged, carrying the whole new state (the wallet keeps the
 * auto-pay choice from it); the same values again change nothing and announce nothing. Two changes
 * at once: the later write wins, and its event, written with it, comes last.
 */
@Injectable()
export class UpdateAccountSettingsUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, body: UpdateAccountSettings): Promise<AccountSettings> {
    const user = await this.users.findById(caller.id, { emailsOff: 1, overweightAutopay: 1 }).lean();
    if (!user) throw userNotFound();
    const current = toAccountSettings(user);
    const off = OPTIONAL_EMAILS.filter((kind) => !(body.emails?.[kind] ?? current.emails[kind]));
    const next = toAccountSettings({
      emailsOff: off,
      overweightAutopay: body.overweightAutopay ?? current.overweightAutopay,
    });
    const unchanged =
      next.overweightAutopay === current.overweightAutopay &&
      OPTIONAL_EMAILS.every((kind) => next.emails[kind] === current.emails[kind]);
    if (unchanged) return current;
    await this.events.updateWithEvents(
      this.users,
      { _id: user._id },
      { $set: { emailsOff: off, overweightAutopay: next.overweightAutopay } },
      this.events.event(AccountSettingsChanged, caller.id, {
        userId: caller.id,
        emails: next.emails,
        overweightAutopay: next.overweightAutopay,
        changedAt: new Date().toISOString(),
      }),
    );
    return next;
  }
}

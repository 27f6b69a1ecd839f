import { Inject, Injectable } from '@nestjs/common';
import { dataReach } from '@envios/domain';
import { APP_CONFIG, ManagedRedis, type CallerIdentity } from '@envios/platform';
import type { TrackingConfig } from '../../config';
import { TrackedGuides } from '../../guides/tracked-guides';
import { PollSchedule } from '../../polling/poll-schedule';

/**
 * GET /tracking/all (the analytics page on load): the caller's active guides — a user's own, a
 * client account's, every one for staff — become due now. Nothing is asked here: the dispatcher
 * hands them to the carriers within each carrier's rate, and a guide already due or being asked
 * about is not asked twice. A caller refreshes at most once per cooldown.
 */
@Injectable()
export class RefreshGuidesUseCase {
  constructor(
    private readonly guides: TrackedGuides,
    private readonly schedule: PollSchedule,
    private readonly redis: ManagedRedis,
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
  ) {}

  async execute(caller: CallerIdentity, now = Date.now()): Promise<{ active: number; refreshed: number }> {
    const fresh =
      this.config.TRACKING_REFRESH_COOLDOWN_MS === 0 ||
      (await this.redis.set(
        `envios:tracking:refreshed:${caller.id}`,
        '1',
        'PX',
        this.config.TRACKING_REFRESH_COOLDOWN_MS,
        'NX',
      )) === 'OK';
    const reach = dataReach(caller.role, 'guides');
    if (reach === 'everyone') {
      const active = await this.schedule.size();
      return { active, refreshed: fresh ? await this.schedule.allDue(now) : 0 };
    }
    const mine = await this.guides.activeOf(
      reach === 'account' ? { account: caller.id } : { owner: caller.id },
    );
    const refreshed = fresh
      ? await this.schedule.bringForward(
          mine.map((g) => ({ carrier: g.carrier, guide: g._id })),
          now,
        )
      : 0;
    return { active: mine.length, refreshed };
  }
}

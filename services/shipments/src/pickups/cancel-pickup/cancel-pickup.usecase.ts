import { Injectable } from '@nestjs/common';
import { PickupCancelled, PickupErrors, PICKUP_STATUS_LABELS } from '@envios/contracts';
import { PICKUP_RULES } from '@envios/carriers';
import { CARRIER_LABELS } from '@envios/domain';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { PickupBooking } from '../pickup-booking';
import { PickupScope } from '../pickup-scope';
import { PickupStore } from '../pickup-store';
import { toPickupDto } from '../pickup.mapper';

/**
 * DELETE /pickups/{id}: cancels a scheduled pickup at its carrier (where the carrier allows it),
 * or a missed one (nothing left at the carrier); its guides are free for another pickup. A carrier
 * that answers the courier already came makes it collected instead (409).
 */
@Injectable()
export class CancelPickupUseCase {
  constructor(
    private readonly pickups: PickupStore,
    private readonly scope: PickupScope,
    private readonly booking: PickupBooking,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, now = new Date()) {
    const found = await this.scope.find(caller, id);
    return this.pickups.around(found.account, async () => {
      const p = (await this.pickups.byId(id))!;
      if (p.status !== 'scheduled' && p.status !== 'missed')
        throw AppError.of(PickupErrors.notActive, PICKUP_STATUS_LABELS[p.status].toLowerCase());
      if (p.status === 'scheduled') {
        if (!PICKUP_RULES[p.carrier].cancel)
          throw AppError.of(PickupErrors.cancelNotAllowed, CARRIER_LABELS[p.carrier]);
        if ((await this.booking.cancelAtCarrier(p)) === 'collected') {
          await this.booking.markCollected(p, now);
          throw AppError.of(PickupErrors.alreadyCollected);
        }
      }
      const cancelled = await this.pickups.finish(
        p,
        [p.status],
        'cancelled',
        now,
        this.events.event(PickupCancelled, id, {
          ...PickupBooking.about(p),
          cancelledBy: caller.id,
          cancelledAt: now.toISOString(),
        }),
      );
      const after = (await this.pickups.byId(id))!;
      if (!cancelled)
        throw AppError.of(PickupErrors.notActive, PICKUP_STATUS_LABELS[after.status].toLowerCase());
      return toPickupDto(after);
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  PickupErrors,
  PickupRescheduled,
  PICKUP_STATUS_LABELS,
  type ReschedulePickupInternalSchema,
} from '@envios/contracts';
import { PICKUP_RULES, pickupInstant } from '@envios/carriers';
import { CARRIER_LABELS } from '@envios/domain';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { addressKey, PickupBooking } from '../pickup-booking';
import { PickupJobs } from '../pickup-jobs';
import { PickupScope } from '../pickup-scope';
import { PickupStore } from '../pickup-store';
import { toPickupDto } from '../pickup.mapper';

type Reschedule = z.infer<typeof ReschedulePickupInternalSchema>;

/**
 * PUT /pickups/{id}: another day or window (or address) for a pickup. A scheduled one is moved
 * where its carrier allows it: cancelled at the carrier, then booked again (no carrier here has a
 * change operation in its API); a missed one is booked again (nothing is left at the carrier). The
 * new day and window meet the carrier's rules like a new pickup's, checked before anything is
 * cancelled. A carrier that answers the courier already came makes it collected instead.
 */
@Injectable()
export class ReschedulePickupUseCase {
  constructor(
    private readonly pickups: PickupStore,
    private readonly scope: PickupScope,
    private readonly booking: PickupBooking,
    private readonly jobs: PickupJobs,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: Reschedule, now = new Date()) {
    const found = await this.scope.find(caller, id);
    const time = { date: body.date, readyTime: body.window.ready, closeTime: body.window.close };
    const rules = PICKUP_RULES[found.carrier];
    return this.pickups.around(found.account, async () => {
      const p = (await this.pickups.byId(id))!;
      if (p.status !== 'scheduled' && p.status !== 'missed')
        throw AppError.of(PickupErrors.notActive, PICKUP_STATUS_LABELS[p.status].toLowerCase());
      if (p.status === 'scheduled' && !rules.reschedule)
        throw AppError.of(PickupErrors.rescheduleNotAllowed, CARRIER_LABELS[p.carrier]);
      this.booking.checkRules(p.carrier, time, now);
      const address = body.address ?? p.address;
      const key = addressKey(address);
      this.booking.checkOnePerDay(
        p.carrier,
        key,
        body.date,
        await this.pickups.holdingOf(p.account, p.test),
        id,
      );

      if (p.status === 'scheduled' && (await this.booking.cancelAtCarrier(p)) === 'collected') {
        await this.booking.markCollected(p, now);
        throw AppError.of(PickupErrors.alreadyCollected);
      }
      const booked = await this.booking.book({
        id,
        carrier: p.carrier,
        source: p.source,
        serviceCode: p.service_code,
        account: p.account,
        test: p.test,
        reference: `pickup-${id}-${p.bookings + 1}`,
        address,
        time,
        guides: p.guides,
      });
      const set = {
        address,
        address_key: key,
        date: body.date,
        ready_time: time.readyTime,
        close_time: time.closeTime,
        close_at: pickupInstant(body.date, time.closeTime),
        booking: booked,
      };
      const changed = await this.pickups.rebook(
        p,
        set,
        now,
        {
          at: now,
          action: 'rescheduled',
          date: body.date,
          ready_time: time.readyTime,
          close_time: time.closeTime,
          confirmation_number: booked.confirmationNumber,
        },
        this.events.event(PickupRescheduled, id, {
          pickupId: id,
          owner: p.owner,
          account: p.account,
          carrier: p.carrier,
          ...(p.test ? { test: true } : {}),
          date: body.date,
          readyTime: time.readyTime,
          closeTime: time.closeTime,
          confirmationNumber: booked.confirmationNumber,
          shipmentIds: p.shipment_ids,
          guides: p.guides.map((g) => g.guide),
          postalCode: address.postal_code,
          previousDate: p.date,
          previousConfirmationNumber: p.booking.confirmationNumber,
          rescheduledAt: now.toISOString(),
        }),
      );
      const after = (await this.pickups.byId(id))!;
      if (changed) await this.jobs.checkAtClose(after, now);
      return toPickupDto(after);
    });
  }
}

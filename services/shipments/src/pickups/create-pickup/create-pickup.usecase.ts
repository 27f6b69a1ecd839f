import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { PickupErrors, PickupScheduled, type CreatePickupInternalSchema } from '@envios/contracts';
import { pickupInstant } from '@envios/carriers';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { addressKey, pickupGuide, PickupBooking } from '../pickup-booking';
import { PickupJobs } from '../pickup-jobs';
import { PickupStore } from '../pickup-store';
import { toPickupDto } from '../pickup.mapper';
import type { StoredPickup } from '../pickup.schema';

type CreatePickup = z.infer<typeof CreatePickupInternalSchema>;

/**
 * POST /pickups: books a courier pickup of labelled guides of one carrier at one address, on a day
 * and in a window the carrier's rules allow, and keeps it. Every check runs before the carrier is
 * asked, under the account's lock (no two pickups take one guide; one per address and day where
 * the carrier makes one); the carrier's booking and the pickup's write come last. With an
 * Idempotency-Key the pickup's id is the key's hash, so the same request answers the same pickup.
 */
@Injectable()
export class CreatePickupUseCase {
  constructor(
    private readonly pickups: PickupStore,
    private readonly booking: PickupBooking,
    private readonly scope: ShipmentScope,
    private readonly jobs: PickupJobs,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, body: CreatePickup, now = new Date()) {
    const account = await this.scope.accountOf(caller);
    const test = !!caller.test;
    const id = body.key
      ? createHash('sha256')
          .update(`${account}:${test ? 'test' : 'live'}:${body.key}`)
          .digest('hex')
          .slice(0, 24)
      : new Types.ObjectId().toHexString();
    if (body.key) {
      const existing = await this.pickups.byId(id);
      if (existing) return toPickupDto(existing);
    }
    const time = { date: body.date, readyTime: body.window.ready, closeTime: body.window.close };
    if (!body.guides.length) throw AppError.of(PickupErrors.noGuides);
    this.booking.checkRules(body.carrier, time, now);

    return this.pickups.around(account, async () => {
      const holding = await this.pickups.holdingOf(account, test);
      const shipments = await this.booking.guidesFor(caller, body.carrier, body.guides, holding);
      const key = addressKey(body.address);
      this.booking.checkOnePerDay(body.carrier, key, body.date, holding);
      const guides = shipments.map(pickupGuide);
      const first = shipments[0];
      const booked = await this.booking.book({
        id,
        carrier: body.carrier,
        source: first.selected_service.source,
        serviceCode: first.selected_service.service_code,
        account,
        test,
        reference: `pickup-${id}-1`,
        address: body.address,
        time,
        guides,
      });
      const pickup: StoredPickup = {
        _id: id,
        owner: caller.id,
        account,
        test,
        carrier: body.carrier,
        source: first.selected_service.source,
        service_code: first.selected_service.service_code,
        status: 'scheduled',
        shipment_ids: guides.map((g) => g.shipment_id),
        guides,
        address: body.address,
        address_key: key,
        date: body.date,
        ready_time: time.readyTime,
        close_time: time.closeTime,
        close_at: pickupInstant(body.date, time.closeTime),
        booking: booked,
        bookings: 1,
        history: [
          {
            at: now,
            action: 'scheduled',
            date: body.date,
            ready_time: time.readyTime,
            close_time: time.closeTime,
            confirmation_number: booked.confirmationNumber,
          },
        ],
        created_by: caller.id,
        created_at: now,
        updated_at: now,
        collected_at: null,
        missed_at: null,
        cancelled_at: null,
      };
      const inserted = await this.pickups.insert(
        pickup,
        this.events.event(PickupScheduled, id, {
          pickupId: id,
          owner: caller.id,
          account,
          carrier: body.carrier,
          ...(test ? { test: true } : {}),
          date: body.date,
          readyTime: time.readyTime,
          closeTime: time.closeTime,
          confirmationNumber: booked.confirmationNumber,
          shipmentIds: pickup.shipment_ids,
          guides: guides.map((g) => g.guide),
          postalCode: body.address.postal_code,
          scheduledAt: now.toISOString(),
        }),
      );
      if (!inserted) return toPickupDto((await this.pickups.byId(id))!);
      await this.jobs.checkAtClose(pickup, now);
      return toPickupDto(pickup);
    });
  }
}

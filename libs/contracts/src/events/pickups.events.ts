import { CARRIER_CODES } from '@envios/domain';
import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/** Courier pickups (issue 30), on the shipments topic: the shipments service owns them. */

const pickup = {
  pickupId: z.string(),
  owner: z.string(),
  account: z.string(),
  carrier: z.enum(CARRIER_CODES),
  /** Made with a test API key (nothing was booked at a carrier). */
  test: z.boolean().optional(),
};

const booking = {
  /** Mexico City day and window (HH:MM). */
  date: z.string(),
  readyTime: z.string(),
  closeTime: z.string(),
  confirmationNumber: z.string(),
  shipmentIds: z.array(z.string()),
  guides: z.array(z.string()),
  postalCode: z.string(),
};

/** A pickup was booked at the carrier. */
export const PickupScheduled = defineEvent({
  type: 'PickupScheduled',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...pickup, ...booking, scheduledAt: z.iso.datetime() }),
});

/** A pickup was moved (cancelled and booked again at the carrier, or booked again after a miss). */
export const PickupRescheduled = defineEvent({
  type: 'PickupRescheduled',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    ...pickup,
    ...booking,
    previousDate: z.string(),
    previousConfirmationNumber: z.string(),
    rescheduledAt: z.iso.datetime(),
  }),
});

/** A pickup was cancelled at the carrier. */
export const PickupCancelled = defineEvent({
  type: 'PickupCancelled',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...pickup, cancelledBy: z.string(), cancelledAt: z.iso.datetime() }),
});

/** The courier came: one of its guides shows the carrier's pickup scan. */
export const PickupCollected = defineEvent({
  type: 'PickupCollected',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...pickup, collectedAt: z.iso.datetime() }),
});

/** The window closed and nothing was collected: offered for rescheduling. */
export const PickupMissed = defineEvent({
  type: 'PickupMissed',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ ...pickup, date: z.string(), closeTime: z.string(), missedAt: z.iso.datetime() }),
});

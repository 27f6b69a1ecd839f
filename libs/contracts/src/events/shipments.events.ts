import { z } from 'zod';
import { CARRIER_CODES, SHIPMENT_TYPES } from '@envios/domain';
import { defineEvent } from '../envelope';
import { LABEL_FORMATS } from '../api/shipments.api';
import { Topics } from '../topics';

const Place = z.object({ postalCode: z.string(), stateShort: z.string().nullable(), city: z.string() });

/**
 * A shipment was created (from a quote, or as a duplicate of another). Carries the server-side price
 * the wallet charges. Keyed by shipment id, like every event of a shipment.
 */
export const ShipmentCreated = defineEvent({
  type: 'ShipmentCreated',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    /** The client account it belongs to (the owner itself when the owner has none). */
    account: z.string(),
    carrier: z.enum(CARRIER_CODES),
    service: z.string(),
    serviceName: z.string(),
    shipmentType: z.enum(SHIPMENT_TYPES),
    /** What the shipment costs, IVA included, in centavos (from the signed quote). */
    totalCentavos: z.number().int().nonnegative(),
    origin: Place,
    destination: Place,
    /** The shipment this one copies, when duplicated. */
    duplicateOf: z.string().nullable(),
    /** Business days the service promises from the label to the door (reports' efficiency). */
    transitDays: z.number().int().nonnegative().optional(),
    createdAt: z.iso.datetime(),
  }),
});

/** Unpaid shipments deleted by their owner (section 4). */
export const ShipmentDeleted = defineEvent({
  type: 'ShipmentDeleted',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({ shipmentId: z.string(), owner: z.string(), deletedBy: z.string() }),
});

/** A paid shipment's label exists: its guide number and file. Tracking starts from here. */
export const GuideGenerated = defineEvent({
  type: 'GuideGenerated',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    /** The client account it belongs to (the owner itself when the owner has none). */
    account: z.string().optional(),
    carrier: z.enum(CARRIER_CODES),
    service: z.string(),
    /** The service's name: some DHL services are tracked through DHL-API (section 4). */
    serviceName: z.string().optional(),
    numberGuide: z.string(),
    /** Stored path of the label file ('./src/public/<file>'). */
    guide: z.string(),
    format: z.enum(LABEL_FORMATS),
    /** Who made the label: our own (rate-card carriers) or the carrier's API. */
    source: z.enum(['ratecard', 'fedex']),
  }),
});

/** A paid shipment's label could not be made after every retry: the wallet refunds it. */
export const GuideFailed = defineEvent({
  type: 'GuideFailed',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    carrier: z.enum(CARRIER_CODES),
    reason: z.string(),
    attempts: z.number().int(),
  }),
});

/** The carrier weighed more than declared: what it costs, to be charged by the wallet. */
export const OverweightRegistered = defineEvent({
  type: 'OverweightRegistered',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    overweightKg: z.number(),
    costCentavos: z.number().int().nonnegative(),
    registeredBy: z.string(),
  }),
});

/**
 * The owner cancelled a paid guide that had not moved (within 7 days of payment): its label is void
 * and the wallet refunds what was paid for it.
 */
export const GuideCancelled = defineEvent({
  type: 'GuideCancelled',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    numberGuide: z.string(),
    cancelledBy: z.string(),
    cancelledAt: z.iso.datetime(),
  }),
});

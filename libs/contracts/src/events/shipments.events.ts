import { z } from 'zod';
import { CARRIER_CODES, SHIPMENT_TYPES } from '@envios/domain';
import { defineEvent } from '../envelope';
import { LABEL_FORMATS } from '../api/shipments.api';
import { Topics } from '../topics';

const Place = z.object({ postalCode: z.string(), stateShort: z.string().nullable(), city: z.string() });
/** A parcel as declared or measured: kg and cm. */
const Parcel = z.object({ weight: z.number(), height: z.number(), width: z.number(), depth: z.number() });

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
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
  }),
});

/** Unpaid shipments deleted by their owner (section 4). */
export const ShipmentDeleted = defineEvent({
  type: 'ShipmentDeleted',
  version: 1,
  topic: Topics.shipments,
  schema: z.object({
    shipmentId: z.string(),
    owner: z.string(),
    deletedBy: z.string(),
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
  }),
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
    /** Who receives it, for the 'guía lista' e-mail. */
    recipient: z.object({ name: z.string(), city: z.string(), stateShort: z.string().nullable() }).optional(),
    /** The recipient's e-mail and phone as typed, for the recipient notices (issue 30); never in webhooks. */
    recipientEmail: z.string().optional(),
    recipientPhone: z.string().optional(),
    /** The sender as on the label: the recipient page's name when the account has no branding. */
    senderName: z.string().optional(),
    /** Business days the service promises: the recipient page's expected date. */
    transitDays: z.number().int().nonnegative().optional(),
    /**
     * The parcels as declared: a shipped parcel joins its owner's history, against which quotes
     * predict the weight a similar parcel will be billed (most are never reweighed).
     */
    parcels: z.array(Parcel).optional(),
    /**
     * A signed link to the label file ('/api/public/<file>?expires=…&signature=…'), valid for days:
     * the e-mail's download for a printer or phone without a session.
     */
    labelLink: z.string().optional(),
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
    /** The batch it was made in: its owner hears of the batch's labels once, not of each. */
    batchId: z.string().optional(),
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
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
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
    /** The guide and service it is about, for the wallet's line and the e-mail. */
    numberGuide: z.string().nullable().optional(),
    carrier: z.enum(CARRIER_CODES).optional(),
    serviceName: z.string().optional(),
    /** Declared against measured: the parcels, and the weight each side bills (kg). */
    declared: z.object({ parcels: z.array(Parcel), billedKg: z.number() }).optional(),
    measured: z
      .object({ parcels: z.array(Parcel), billedKg: z.number() })
      .nullable()
      .optional(),
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
    /** Made with a test API key: no carrier, no real money; reports, e-mails and live lists leave it out. */
    test: z.boolean().optional(),
  }),
});

import { z } from 'zod';
import { defineEvent } from '../envelope';
import { CARRIER_CONFIG_MODES, CARRIER_CONFIG_NAMES, type CarrierConfigName } from '@envios/domain';
import { Topics } from '../topics';

/** A quote answered (analytics: demand per route, carrier and price). Keyed by user. */
export const QuoteIssued = defineEvent({
  type: 'QuoteIssued',
  version: 1,
  topic: Topics.quoting,
  schema: z.object({
    userId: z.string(),
    origin: z.object({ postalCode: z.string(), stateShort: z.string() }),
    destination: z.object({ postalCode: z.string(), stateShort: z.string() }),
    packageType: z.string(),
    cantidadGuias: z.number().int(),
    options: z.array(
      z.object({
        carrier: z.string(),
        service: z.string(),
        totalCentavos: z.number().int(),
        transitDays: z.number().int(),
      }),
    ),
    unavailable: z.array(
      z.object({
        carrier: z.string(),
        reason: z.string(),
        service: z.optional(z.object({ code: z.string(), name: z.string() })),
      }),
    ),
  }),
});

/**
 * A carrier integration was saved or deleted. Its keys travel still sealed (AES-256-GCM with the
 * platform's CREDENTIALS_ENCRYPTION_KEY; `url` in the clear): services that make labels keep their
 * own copy and open it only to call the carrier. Keyed by `<owner>:<name>`.
 */
export const IntegrationChanged = defineEvent({
  type: 'IntegrationChanged',
  version: 1,
  topic: Topics.quoting,
  schema: z.object({
    /** 'platform' or a client's id. */
    owner: z.string(),
    name: z.enum(CARRIER_CONFIG_NAMES as [CarrierConfigName, ...CarrierConfigName[]]),
    /** false once deleted. */
    exists: z.boolean(),
    active: z.boolean(),
    mode: z.enum(CARRIER_CONFIG_MODES),
    keys: z.partialRecord(z.enum(CARRIER_CONFIG_MODES), z.record(z.string(), z.string())),
    changedAt: z.iso.datetime(),
  }),
});

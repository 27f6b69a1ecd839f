import { z } from 'zod';
import { defineEvent } from '../envelope';
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

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CARRIER_CODES, PACKAGE_TYPES, pesosToCentavos, type CarrierCode } from '@envios/domain';

/** The rate sheets are data files in libs/carriers/data/ratecards (pesos; read here as centavos). */
export const RATE_CARDS_DIR = join(__dirname, '..', '..', 'data', 'ratecards');

const fiveZones = <T extends z.ZodType>(item: T) => z.array(item).length(5);
const pesos = z
  .number()
  .nonnegative()
  .transform((p) => pesosToCentavos(p));

const RateCardServiceSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]+$/),
  name: z.string().min(1),
  packageTypes: z.array(z.enum(PACKAGE_TYPES)).min(1),
  /** Business days per zone 1..5. */
  transitDays: fiveZones(z.number().int().min(0)),
  /** Price per weight bracket (billed kg up to, inclusive) and zone. */
  brackets: z
    .array(z.object({ upToKg: z.number().positive(), zones: fiveZones(pesos) }))
    .min(1)
    .refine((b) => b.every((row, i) => i === 0 || row.upToKg > b[i - 1].upToKg), 'brackets must grow'),
  /** Price per kg (started) above the top bracket, per zone. */
  extraKgZones: fiveZones(pesos),
  /** Flat envelope price per zone for package type document. */
  documentZones: fiveZones(pesos).optional(),
  /** Zones the service reaches (same-day services: zone 1 only); all when absent. */
  zonesServed: z.array(z.number().int().min(1).max(5)).optional(),
});
export type RateCardService = z.infer<typeof RateCardServiceSchema>;

const RateCardSchema = z.object({
  carrier: z.enum(CARRIER_CODES),
  name: z.string(),
  /** Extended-zone fee per shipment when origin or destination is a remote settlement. */
  remoteSurcharge: pesos,
  services: z.array(RateCardServiceSchema).min(1),
});
export type RateCard = z.infer<typeof RateCardSchema>;

/** Loads and validates every rate sheet once; a broken sheet stops the service at start-up. */
export function loadRateCards(dir = RATE_CARDS_DIR): Map<CarrierCode, RateCard> {
  const cards = new Map<CarrierCode, RateCard>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const parsed = RateCardSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`Rate card ${file} is invalid: ${parsed.error.message}`);
    cards.set(parsed.data.carrier, parsed.data);
  }
  return cards;
}

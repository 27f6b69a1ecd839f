import { addCalendarDays, CARRIER_CODES, toMexicoCityDate, type CarrierCode } from '@envios/domain';
import { ON_TIME_PERIOD_DAYS } from '@envios/contracts';
import type { LanePart } from '../model/lanes';

/**
 * The demo's carrier-network history on the demo accounts' busiest lanes (Monterrey, Mexico City,
 * Guadalajara both ways): the portal's six months of demo shipments give each carrier only a few
 * deliveries per lane, fewer than the minimum sample, so the demo Cotizador would say 'Sin datos
 * suficientes' everywhere. Deterministic for an anchor; each carrier its own share on time.
 */
const LANES: readonly [string, string, string][] = [
  // origin state, destination state, a destination postal code of the lane's main zone
  ['CDMX', 'NL', '64000'],
  ['NL', 'CDMX', '06700'],
  ['NL', 'JAL', '44100'],
  ['JAL', 'NL', '64000'],
  ['CDMX', 'JAL', '44100'],
  ['NL', 'NL', '64000'],
];

/** Share on time per carrier (FEDEX and DHL the most punctual; a carrier with too few deliveries). */
const PROFILE: Record<CarrierCode, { onTime: number; perLane: number }> = {
  DHL: { onTime: 0.96, perLane: 143 },
  FEDEX: { onTime: 0.97, perLane: 88 },
  ESTAFETA: { onTime: 0.91, perLane: 121 },
  PAQUETEXPRESS: { onTime: 0.89, perLane: 64 },
  REDPACK: { onTime: 0.84, perLane: 47 },
  AMPM: { onTime: 0.8, perLane: 12 },
};

export function demoLaneHistory(anchor: Date): LanePart[] {
  let seed = 0x1a9e2026;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const today = toMexicoCityDate(anchor);
  const parts: LanePart[] = [];
  for (const [origin, destination, postalCode] of LANES)
    for (const carrier of CARRIER_CODES) {
      const { onTime, perLane } = PROFILE[carrier];
      // Most of a lane's deliveries go to its main zone, the rest to the state's other zones.
      for (let i = 0; i < perLane; i++)
        parts.push({
          day: addCalendarDays(today, -Math.floor(random() * ON_TIME_PERIOD_DAYS)),
          origin,
          destination,
          zone: random() < 0.75 ? postalCode.slice(0, 2) : null,
          carrier,
          onTime: random() < onTime,
        });
    }
  return parts;
}

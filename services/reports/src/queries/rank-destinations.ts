import type { ReportQuery } from '@envios/contracts';
import type { ReportFigures } from './report-figures';

/** One collator for every ranking: `localeCompare(…, 'es')` builds one per call (most of a year's ranking). */
const byName = new Intl.Collator('es');

/** Destinations with most shipments first (ties by name), with their share of all of them. */
export async function rankDestinations(figures: ReportFigures, scope: string, q: ReportQuery, top: number) {
  const byCity = new Map<string, { city: string; state_short: string; totalShipments: number }>();
  let total = 0;
  for (const e of await figures.destinations(scope, q)) {
    let entry = byCity.get(e.key);
    if (!entry) byCity.set(e.key, (entry = { city: e.city, state_short: e.state, totalShipments: 0 }));
    entry.totalShipments += e.n;
    total += e.n;
  }
  const ranked = [...byCity.values()]
    .filter((d) => d.totalShipments > 0)
    .sort((a, b) => b.totalShipments - a.totalShipments || byName.compare(a.city, b.city))
    .slice(0, top);
  return ranked.map((d) => ({
    ...d,
    percentage: total ? Math.round((d.totalShipments / total) * 1000) / 10 : 0,
  }));
}

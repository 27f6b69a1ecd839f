import { Inject, Injectable } from '@nestjs/common';
import { ON_TIME_PERIOD_DAYS, type LaneOnTime, type LaneOnTimeQuery } from '@envios/contracts';
import { CARRIER_CODES, type CarrierCode } from '@envios/domain';
import { APP_CONFIG } from '@envios/platform';
import type { ReportsConfig } from '../../config';
import { keyPart } from '../../model/contribution';
import { onTimeDays, postalZoneOf } from '../../model/lanes';
import { ReportStore } from '../../model/report-store';

interface Tally {
  on: number;
  late: number;
}

const figures = (t: Tally | undefined, min: number) => {
  const sample = t ? t.on + t.late : 0;
  return { rate: sample >= min ? Math.round((t!.on / sample) * 1000) / 10 : null, sample };
};

/**
 * GET /internal/reports/on-time: per carrier, its deliveries on the lane (origin state → destination
 * state) over the last 90 days (Mexico City days of delivery, today included) delivered within the
 * business days promised from the label's day, and those to the destination's postal zone. The
 * zone's figure is given when its sample reaches ON_TIME_MIN_SAMPLE, else the lane's; the rate is
 * null under that sample. Sums of the lanes' day documents, kept from the events (lanes.ts).
 */
@Injectable()
export class LaneOnTimeUseCase {
  constructor(
    private readonly store: ReportStore,
    @Inject(APP_CONFIG) private readonly config: ReportsConfig,
  ) {}

  async execute(q: LaneOnTimeQuery): Promise<LaneOnTime> {
    const min = this.config.ON_TIME_MIN_SAMPLE;
    const zone = postalZoneOf(q.postal_code);
    const docs = await this.store.laneDays(q.origin, q.destination, onTimeDays(new Date()));
    const lane = new Map<string, Tally>();
    const inZone = new Map<string, Tally>();
    const add = (into: Map<string, Tally>, carrier: string, c: { on?: number; late?: number }) => {
      const t = into.get(carrier) ?? { on: 0, late: 0 };
      t.on += c.on ?? 0;
      t.late += c.late ?? 0;
      into.set(carrier, t);
    };
    for (const doc of docs) {
      if (!doc) continue;
      for (const [carrier, c] of Object.entries(doc.k ?? {})) add(lane, carrier, c);
      const z = zone ? doc.z?.[keyPart(zone)] : undefined;
      for (const [carrier, c] of Object.entries(z ?? {})) add(inZone, carrier, c);
    }
    const carriers: LaneOnTime['carriers'] = {};
    for (const carrier of CARRIER_CODES as readonly CarrierCode[]) {
      const key = keyPart(carrier);
      if (!lane.has(key)) continue;
      const laneFigures = figures(lane.get(key), min);
      const zoneFigures = figures(inZone.get(key), min);
      const useZone = zoneFigures.rate !== null;
      const chosen = useZone ? zoneFigures : laneFigures;
      carriers[carrier] = {
        ...chosen,
        period_days: ON_TIME_PERIOD_DAYS,
        level: useZone ? 'zona' : 'estado',
        lane: laneFigures,
        zone: zoneFigures,
      };
    }
    return { period_days: ON_TIME_PERIOD_DAYS, min_sample: min, zone, carriers };
  }
}

import type { ReportShipment } from '@envios/contracts';
import { centavosToPesos } from '@envios/domain';
import { stageOf, type ReportRow } from '../../model/report-row';

function toReportShipment(r: ReportRow, withAmounts: boolean): ReportShipment {
  return {
    _id: r._id,
    created_at: new Date(r.createdAt!).toISOString(),
    owner: r.owner!,
    number_guide: r.guide,
    carrier: r.carrier!,
    service: r.service ?? '',
    shipment_type: r.type!,
    origin: { city: r.origin?.city ?? '', state_short: r.origin?.state ?? null },
    destination: { city: r.destination?.city ?? '', state_short: r.destination?.state ?? null },
    status: r.paid,
    stage: stageOf(r),
    delivered_at: r.deliveredAt ? new Date(r.deliveredAt).toISOString() : null,
    // Everything paid for it came back (a cancelled or failed guide).
    refunded: r.paid && r.paidCentavos <= 0,
    ...(withAmounts ? { total_amount: centavosToPesos(r.paidCentavos) } : {}),
    overweight: r.overweightKg,
    ...(withAmounts
      ? { cost_overweight: r.overweightCentavos === null ? null : centavosToPesos(r.overweightCentavos) }
      : {}),
    overweight_dispute: r.overweightDispute ?? null,
  };
}

/**
 * A row's JSON in the report, UTF-8 encoded, once per row object held (rows stay in memory while
 * their bucket is unchanged, and a page of 100 is 45 kB: mapping, serialising and encoding it on
 * every request was a third of the service's work). Held rows are never changed, only replaced.
 */
const rowJsons = new WeakMap<ReportRow, { amounts?: Buffer; plain?: Buffer }>();
export function rowJson(r: ReportRow, withAmounts: boolean): Buffer {
  let held = rowJsons.get(r);
  if (!held) rowJsons.set(r, (held = {}));
  const key = withAmounts ? 'amounts' : 'plain';
  return (held[key] ??= Buffer.from(JSON.stringify(toReportShipment(r, withAmounts))));
}

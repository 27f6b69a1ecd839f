import type { OverweightRecord, ShipmentParcel } from '@envios/contracts';
import {
  billedWeightKg,
  canSee,
  centavosToPesos,
  foldText,
  roundKg,
  totalBilledWeightKg,
  volumetricWeightKg,
  type Role,
} from '@envios/domain';
import { OverweightCharge } from './overweight-charge';
import type { StoredShipment } from './shipment.schema';

const kg = (n: number) => roundKg(n).toLocaleString('es-MX', { maximumFractionDigits: 3 });
const money = (centavos: number) =>
  centavosToPesos(centavos).toLocaleString('es-MX', {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: 2,
  });

function side(parcels: readonly ShipmentParcel[]) {
  return {
    parcels: parcels.map((p) => ({
      weight: p.weight,
      height: p.height,
      width: p.width,
      depth: p.depth,
      volumetric_weight: volumetricWeightKg(p),
      billed_weight: billedWeightKg(p),
    })),
    billed_weight: totalBilledWeightKg(parcels),
  };
}

/** Pesos per kg of overweight, to the centavo (half up). */
function centavosPerKg(costCentavos: number, overweightKg: number): number {
  return Math.round(costCentavos / overweightKg);
}

/**
 * A shipment with overweight as the overweight report shows it: what was declared against what the
 * carrier measured (weights and dimensions, with the volumetric and billed weight of each parcel),
 * and how its charge came about, in numbers and in words: as OverweightCharge computed it from the
 * measures (and the cost staff confirmed), or, registered without measures, from the cost alone.
 */
export function toOverweightRecord(s: StoredShipment, viewer: Role): OverweightRecord {
  const overweight = s.overweight ?? 0;
  const cost = s.cost_overweight_centavos ?? 0;
  const declared = side(s.parcels);
  const measured = s.overweight_measured ? side(s.overweight_measured) : null;
  const charged = roundKg(declared.billed_weight + overweight);
  const perKg = overweight > 0 ? centavosPerKg(cost, overweight) : 0;
  const source = measured
    ? `la paquetería midió ${kg(measured.billed_weight)} kg facturables`
    : `la paquetería facturó ${kg(charged)} kg`;
  const explanation = s.overweight_charge
    ? OverweightCharge.explain(s.overweight_charge, cost)
    : `Se declararon ${kg(declared.billed_weight)} kg facturables (el mayor entre peso real y ` +
      `volumétrico, largo × ancho × alto / 5000, de cada paquete); ${source}. ` +
      `Sobrepeso: ${kg(overweight)} kg. Cargo: ${money(cost)}` +
      (overweight > 0 ? ` (${money(perKg)} por kg de sobrepeso).` : '.');
  return {
    _id: String(s._id),
    created_at: s.created_at.toISOString(),
    number_guide: s.number_guide,
    carrier: s.selected_service.carrier,
    carrier_code: s.selected_service.carrier_code,
    service: s.selected_service.carrier_service_name,
    shipment_type: s.shipment_type,
    overweight,
    cost_overweight: centavosToPesos(cost),
    overweight_paid: s.overweight_paid,
    // Helpdesk works the charges but, as in the reports, sees no totals.
    ...(canSee(viewer, 'reports.totalColumn')
      ? { total: centavosToPesos(s.selected_service.total_centavos + cost) }
      : {}),
    owner: s.user,
    registered_at: s.overweight_registered_at ? s.overweight_registered_at.toISOString() : null,
    declared,
    measured,
    charge: { charged_weight: charged, cost_per_kg: centavosToPesos(perKg), explanation },
  };
}

/**
 * Section 5's overweight search: carrier, service, guide number, overweight, cost, or the words
 * pagado / pendiente, without accents or case.
 */
export function matchesOverweightSearch(r: OverweightRecord, text: string): boolean {
  const wanted = foldText(text).trim();
  if (!wanted) return true;
  const haystack = foldText(
    [
      r.carrier,
      r.carrier_code,
      r.service,
      r.number_guide ?? '',
      String(r.overweight),
      r.cost_overweight.toFixed(2),
      String(r.cost_overweight),
      r.overweight_paid ? 'pagado' : 'pendiente',
    ].join(' '),
  );
  return haystack.includes(wanted);
}

/**
 * A status common to all carriers, so that KPIs (Generados, En tránsito, Entregados) and filters do
 * not depend on each carrier's codes. A portal design (reference/carrier-apis.md §6), not a carrier fact.
 */
export const PORTAL_TRACKING_STATUSES = [
  'label_created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'available_for_pickup',
  'exception',
  'returning',
  'cancelled',
] as const;
export type PortalTrackingStatus = (typeof PORTAL_TRACKING_STATUSES)[number];

/** Spanish labels for the portal statuses (our wording; the product has none for these). */
export const PORTAL_TRACKING_STATUS_LABELS: Readonly<Record<PortalTrackingStatus, string>> = {
  label_created: 'Guía generada',
  picked_up: 'Recolectado',
  in_transit: 'En tránsito',
  out_for_delivery: 'En ruta de entrega',
  delivered: 'Entregado',
  available_for_pickup: 'Disponible para recoger',
  exception: 'Incidencia',
  returning: 'En devolución',
  cancelled: 'Cancelado',
};

export const NORMALISED_STATUS_CARRIERS = [
  'FEDEX',
  'DHL',
  'PAQUETEXPRESS',
  'ESTAFETA',
  'REDPACK',
  'AMPM',
] as const;
export type NormalisedStatusCarrier = (typeof NORMALISED_STATUS_CARRIERS)[number];

type CodeTable = Readonly<Partial<Record<PortalTrackingStatus, readonly string[]>>>;

const SIMULATED_CODES: CodeTable = {
  label_created: ['GC'],
  picked_up: ['RC'],
  in_transit: ['ET'],
  out_for_delivery: ['ER'],
  delivered: ['EN'],
  exception: ['IN'],
  returning: ['DV'],
};

/**
 * Carrier codes per portal status: FedEx `derivedCode`/`code`, DHL event `typeCode`, Paquetexpress
 * status codes, and the simulator's codes for the carriers that publish none. DHL has no code for
 * label_created (no event exists before pickup) nor for cancelled.
 * The same code can mean different things per carrier (CC: FedEx customs, DHL awaiting collection).
 */
export const CARRIER_STATUS_CODES: Readonly<Record<NormalisedStatusCarrier, CodeTable>> = {
  FEDEX: {
    label_created: ['IN', 'OC'],
    picked_up: ['PU', 'PX'],
    in_transit: ['AR', 'AF', 'OF', 'DP', 'LO', 'IT', 'IX', 'FD', 'SF', 'EA', 'EO', 'ED', 'EP', 'CC', 'CP'],
    out_for_delivery: ['OD'],
    delivered: ['DL'],
    available_for_pickup: ['HL', 'HP'],
    exception: ['DE', 'SE', 'DD', 'DY', 'PD', 'CH'],
    returning: ['RS'],
    cancelled: ['CA'],
  },
  DHL: {
    picked_up: ['PU'],
    in_transit: ['AF', 'PL', 'DF', 'TR', 'AR', 'RR', 'IC', 'CR'],
    out_for_delivery: ['WC'],
    delivered: ['OK'],
    available_for_pickup: ['CC'],
    exception: ['NH', 'OH'],
    // Not a published DHL code: the carrier network simulator's return to sender.
    returning: ['RT'],
  },
  PAQUETEXPRESS: {
    label_created: ['SWB'],
    picked_up: ['HCM', 'HCA'],
    in_transit: ['TRN', 'WHU'],
    out_for_delivery: ['HTC'],
    delivered: ['HDC', 'BDL'],
    available_for_pickup: ['REO'],
    exception: ['HDR', 'EXL', 'HNR'],
    returning: ['RGR'],
    cancelled: ['CWB', 'CBK'],
  },
  // Estafeta, Redpack and AMPM publish no status codes (carrier-apis.md §3–5): these are the codes
  // of our carrier network simulator (deploy/local/sandboxes/carriers), one vocabulary for the three.
  ESTAFETA: SIMULATED_CODES,
  REDPACK: SIMULATED_CODES,
  AMPM: SIMULATED_CODES,
};

/**
 * The portal status of a carrier's raw code (compared trimmed, upper-cased), or null when the code
 * is not in the table (keep the raw code and the last known status in that case).
 */
export function normaliseCarrierStatus(
  carrier: NormalisedStatusCarrier,
  code: string,
): PortalTrackingStatus | null {
  const wanted = code.trim().toUpperCase();
  const table = CARRIER_STATUS_CODES[carrier];
  for (const status of PORTAL_TRACKING_STATUSES) {
    if (table[status]?.includes(wanted)) return status;
  }
  return null;
}

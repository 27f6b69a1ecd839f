/**
 * The carriers of the simulated network, the tracking-number formats their labels use, and the
 * event codes and Spanish texts each one reports. FedEx, DHL and Paquetexpress use their own codes
 * (reference/carrier-apis.md §1.6, §2.4, §4); Estafeta, Redpack and AMPM publish none, so those
 * codes are the simulator's own. The portal maps on these codes, and on a few DHL texts byte for
 * byte, so change them only together with the portal's mapping.
 */

export const CARRIERS = ['DHL', 'FEDEX', 'ESTAFETA', 'PAQUETEXPRESS', 'REDPACK', 'AMPM'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carrier named in a path or body, upper or lower case; undefined when there is no such carrier. */
export function carrierNamed(raw: unknown): Carrier | undefined {
  if (typeof raw !== 'string') return undefined;
  const upper = raw.toUpperCase();
  return (CARRIERS as readonly string[]).includes(upper) ? (upper as Carrier) : undefined;
}

/** What the portal's labels print for each carrier (digits are ASCII only: `\d` in JS is [0-9]). */
export const TRACKING_FORMATS: Record<Carrier, { pattern: RegExp; description: string }> = {
  DHL: { pattern: /^\d{10}$/, description: '10 dígitos' },
  FEDEX: { pattern: /^\d{12}$/, description: '12 dígitos' },
  ESTAFETA: { pattern: /^\d{22}$/, description: '22 dígitos' },
  PAQUETEXPRESS: { pattern: /^PQX\d{12}$/, description: "'PQX' y 12 dígitos" },
  REDPACK: { pattern: /^RP\d{10}$/, description: "'RP' y 10 dígitos" },
  AMPM: { pattern: /^AM\d{10}$/, description: "'AM' y 10 dígitos" },
};

export const isTrackingNumber = (carrier: Carrier, trackingNumber: unknown): trackingNumber is string =>
  typeof trackingNumber === 'string' && TRACKING_FORMATS[carrier].pattern.test(trackingNumber);

/** Hub cities the simulated parcels travel between. */
export const CITIES = [
  'Ciudad de México',
  'Guadalajara',
  'Monterrey',
  'Querétaro',
  'Puebla',
  'León',
  'Mérida',
  'Tijuana',
  'San Luis Potosí',
  'Aguascalientes',
  'Toluca',
  'Hermosillo',
  'Chihuahua',
  'Veracruz',
  'Culiacán',
  'Cancún',
] as const;

interface EventText {
  code: string;
  description: string;
  location: string | null;
}

/** The route of one parcel: origin hub, two possible intermediate hubs, destination hub. */
export type Route = readonly [origin: string, via1: string, via2: string, destination: string];

export interface CarrierCatalog {
  /** Label created; DHL has no event before pickup. */
  created?: { code: string; description: string };
  pickedUp: { code: string; description: string };
  /** The 2 to 4 scans between the origin and destination hubs, oldest first. */
  transit(scans: 2 | 3 | 4, route: Route): EventText[];
  outForDelivery: { code: string; description: string };
  delivered: { code: string; description: string };
  absent: { code: string; description: string };
  wrongAddress: { code: string; description: string };
  returning: { code: string; description: string };
  returned: { code: string; description: string };
  /** The label was cancelled before pickup (FedEx CA, Paquetexpress CWB; the simulator's CA otherwise). */
  cancelled: { code: string; description: string };
}

const at = (code: string, description: string, location: string): EventText => ({
  code,
  description,
  location,
});

/** Estafeta, Redpack and AMPM: the simulator's own codes. */
const GENERIC: CarrierCatalog = {
  created: { code: 'GC', description: 'Guía creada' },
  pickedUp: { code: 'RC', description: 'Recolectado' },
  transit: (scans, [origin, via1, via2, destination]) => [
    ...[origin, via1, via2].slice(0, scans - 1).map((city) => at('ET', `En tránsito: ${city}`, city)),
    at('ET', `En tránsito: ${destination}`, destination),
  ],
  outForDelivery: { code: 'ER', description: 'En reparto' },
  delivered: { code: 'EN', description: 'Entregado' },
  absent: { code: 'IN', description: 'Incidencia: destinatario ausente' },
  wrongAddress: { code: 'IN', description: 'Incidencia: dirección incorrecta' },
  returning: { code: 'DV', description: 'En devolución al remitente' },
  returned: { code: 'DV', description: 'Devuelto al remitente' },
  cancelled: { code: 'CA', description: 'Guía cancelada' },
};

export const CATALOGS: Record<Carrier, CarrierCatalog> = {
  FEDEX: {
    created: { code: 'OC', description: 'Información del envío enviada a FedEx' },
    pickedUp: { code: 'PU', description: 'Recolectado' },
    transit: (scans, [origin, via1, , destination]) => [
      at('AR', 'Llegó a la instalación de FedEx', origin),
      ...(scans >= 3 ? [at('DP', 'Salió de la instalación de FedEx', origin)] : []),
      ...(scans >= 4 ? [at('IT', 'En tránsito', via1)] : []),
      at('AR', 'Llegó a la instalación de FedEx', destination),
    ],
    outForDelivery: { code: 'OD', description: 'En camino para entrega' },
    delivered: { code: 'DL', description: 'Entregado' },
    absent: { code: 'DE', description: 'Excepción de entrega: destinatario ausente' },
    wrongAddress: { code: 'DE', description: 'Excepción de entrega: dirección incorrecta' },
    returning: { code: 'RS', description: 'En devolución al remitente' },
    returned: { code: 'RS', description: 'Devuelto al remitente' },
    cancelled: { code: 'CA', description: 'Envío cancelado' },
  },
  DHL: {
    // EXACT texts (PU, OK): the portal recognises them byte for byte.
    pickedUp: { code: 'PU', description: 'El envío fue recolectado.' },
    transit: (scans, [origin, , , destination]) => [
      at('AF', `Llegó a la instalación de DHL en ${origin}`, origin),
      ...(scans >= 4 ? [at('PL', `Procesado en ${origin}`, origin)] : []),
      ...(scans >= 3 ? [at('DF', `Salió de la instalación de DHL en ${origin}`, origin)] : []),
      at('AR', `Llegó a la instalación de destino en ${destination}`, destination),
    ],
    outForDelivery: { code: 'WC', description: 'En ruta de entrega' },
    delivered: { code: 'OK', description: 'Envio entregado al destinatario' },
    absent: { code: 'NH', description: 'Destinatario ausente; se intentará de nuevo' },
    wrongAddress: { code: 'NH', description: 'Dirección incorrecta' },
    returning: { code: 'RT', description: 'En devolución al remitente' },
    returned: { code: 'RT', description: 'Devuelto al remitente' },
    // DHL publishes no cancellation event: the simulator's own.
    cancelled: { code: 'CA', description: 'Guía cancelada' },
  },
  PAQUETEXPRESS: {
    created: { code: 'SWB', description: 'Guía documentada' },
    pickedUp: { code: 'HCA', description: 'Recolectado' },
    transit: (scans, [origin, via1, , destination]) => [
      at('WHU', `En almacén ${origin}`, origin),
      ...(scans === 3 ? [at('TRN', `En tránsito hacia ${destination}`, origin)] : []),
      ...(scans === 4
        ? [
            at('TRN', `En tránsito hacia ${via1}`, origin),
            at('TRN', `En tránsito hacia ${destination}`, via1),
          ]
        : []),
      at('WHU', `En almacén ${destination}`, destination),
    ],
    outForDelivery: { code: 'HTC', description: 'En ruta de entrega' },
    delivered: { code: 'BDL', description: 'Entregado' },
    absent: { code: 'HNR', description: 'Destinatario no localizado' },
    wrongAddress: { code: 'HNR', description: 'Dirección incorrecta' },
    returning: { code: 'RGR', description: 'En retorno al remitente' },
    returned: { code: 'RGR', description: 'Devuelto al remitente' },
    cancelled: { code: 'CWB', description: 'Guía cancelada' },
  },
  ESTAFETA: GENERIC,
  REDPACK: GENERIC,
  AMPM: GENERIC,
};

import { api, type Session } from '@envios/testing';

/** Quotes and shipments made through the BFF, as the web makes them (shared by the API tests). */
export const PARCELS = [{ weight: 2, depth: 30, width: 20, height: 15 }];

export const quoteRequest = (guides: number, parcels = PARCELS) => ({
  cantidadGuias: guides,
  parcels,
  origin_direction: { country_code: 'MX', postal_code: '06700' },
  destination_direction: { country_code: 'MX', postal_code: '64000' },
  package_type: 'package',
});

/** The cheapest Estafeta option of a fresh quote for `guides` guides (our rate card: our own label). */
export async function quoteOption(session: Session, guides = 1, parcels = PARCELS) {
  const r = await api('POST', '/quoting', { token: session.token, body: quoteRequest(guides, parcels) });
  expect(r.status).toBe(200);
  return r.body.carriers.ESTAFETA[0] as {
    quote_token: string;
    carrier_code: string;
    service_code: string;
    carrier_service_name: string;
    order_total_amount?: number;
    total_amount?: number;
  };
}

const direction = (postal_code: string, city: string, colony: string, name: string) => ({
  full_name: name,
  email: 'envios@example.mx',
  phone: '5512345678',
  address: 'Avenida Álvaro Obregón',
  number: '120',
  intNumber: null,
  reference_of_origin: null,
  colony,
  postal_code,
  city,
  state: null,
  state_short: null,
  country_code: 'MX',
});

export const shipment = (quote_token: string, over: Record<string, unknown> = {}) => ({
  selected_service: { quote_token },
  shipment_type: 'box',
  parcels: PARCELS,
  origin_direction: direction('06700', 'Ciudad de México', 'Roma Norte', 'Ana Origen'),
  destination_direction: direction('64000', 'Monterrey', 'Centro', 'Beto Destino'),
  description_of_the_content: 'Ropa',
  insurance_information: { package_value: 0 },
  ...over,
});

/** n shipments of one n-guide quote. */
export async function createShipments(session: Session, n: number) {
  const option = await quoteOption(session, n);
  const r = await api('POST', '/shipments/home/all', {
    token: session.token,
    body: { shipments: Array.from({ length: n }, () => shipment(option.quote_token)) },
  });
  expect(r.status).toBe(201);
  return r.body.shipments as any[];
}

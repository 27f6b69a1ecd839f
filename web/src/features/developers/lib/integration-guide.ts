/** What the examples show instead of a real key: keys are never written into a page. */
const KEY = 'envmx_live_…';
const AUTHORIZATION = `-H "Authorization: Bearer ${KEY}"`;
const JSON_BODY = '-H "Content-Type: application/json"';

/** Continued shell lines, as one copies them into a terminal. */
const lines = (...parts: string[]) => parts.join(' \\\n  ');

/** The curl examples of 'Integra en 10 minutos', against this same server (`origin`). */
export function guideExamples(origin: string) {
  const api = `${origin}/api/v2`;
  return {
    rates: lines(
      `curl -X POST ${api}/rates`,
      AUTHORIZATION,
      JSON_BODY,
      `-d '{
    "origin": {"postal_code": "06700"},
    "destination": {"postal_code": "64000"},
    "parcels": [{"weight": 1, "length": 20, "width": 15, "height": 10}]
  }'`,
    ),
    shipment: lines(
      `curl -X POST ${api}/shipments`,
      AUTHORIZATION,
      JSON_BODY,
      '-H "Idempotency-Key: pedido-10025"',
      `-d '{
    "rate_id": "ID_DE_LA_TARIFA",
    "description": "Ropa y calzado",
    "parcels": [{"weight": 1, "length": 20, "width": 15, "height": 10}],
    "origin": {
      "name": "Bodega Roma", "email": "bodega@ejemplo.mx", "phone": "5512345678",
      "street": "Orizaba", "number": "45", "colony": "Roma Norte",
      "postal_code": "06700", "city": "Ciudad de México"
    },
    "destination": {
      "name": "Laura Méndez", "email": "laura@ejemplo.mx", "phone": "8187654321",
      "street": "Padre Mier", "number": "120", "colony": "Monterrey Centro",
      "postal_code": "64000", "city": "Monterrey"
    }
  }'`,
    ),
    payment: lines(
      `curl -X POST ${api}/payments`,
      AUTHORIZATION,
      JSON_BODY,
      '-H "Idempotency-Key: pago-10025"',
      `-d '{"shipment_ids": ["ID_DEL_ENVIO"]}'`,
    ),
    label: lines(`curl ${api}/shipments/ID_DEL_ENVIO/label`, AUTHORIZATION, '-o guia.pdf'),
    tracking: lines(`curl ${api}/tracking/NUMERO_DE_GUIA`, AUTHORIZATION),
    openapi: `${api}/openapi.json`,
  };
}

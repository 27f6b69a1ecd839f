/** What the examples show instead of a real key: keys are never written into a page. */
const KEY = 'envmx_live_…';
const AUTHORIZATION = `-H "Authorization: Bearer ${KEY}"`;
const JSON_BODY = '-H "Content-Type: application/json"';

/**
 * How a receiver checks a delivery, in Node.js: the HMAC of `t.body` with the secret against each v1
 * of Envios-Signature (two for a day after a rotation), compared in constant time; older than five
 * minutes is refused.
 */
const WEBHOOK_VERIFICATION = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: el cuerpo tal como llegó (texto o Buffer), antes de JSON.parse.
export function verifyEnviosSignature(rawBody, header, secret) {
  const t = Number(/(?:^|,)t=(\\d+)/.exec(header ?? '')?.[1]);
  if (!t || Date.now() / 1000 - t > 300) return false; // más de 5 minutos
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return [...(header ?? '').matchAll(/v1=([0-9a-f]{64})/g)].some(([, v1]) =>
    timingSafeEqual(Buffer.from(v1, 'hex'), expected),
  );
}

// Con Express:
// app.post('/webhooks/envios', express.raw({ type: 'application/json' }), (req, res) => {
//   const secret = process.env.ENVIOS_WEBHOOK_SECRET; // whsec_…
//   if (!verifyEnviosSignature(req.body, req.get('Envios-Signature'), secret)) return res.sendStatus(400);
//   res.sendStatus(200); // responde ya; procesa el evento después, una sola vez por id
// });`;

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
    webhook: WEBHOOK_VERIFICATION,
    openapi: `${api}/openapi.json`,
  };
}

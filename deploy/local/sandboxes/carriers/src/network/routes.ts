import type { Reply } from '../http';
import { carrierNamed, isTrackingNumber, TRACKING_FORMATS, type Carrier } from './carriers';
import { FAILURE_MODES, networkEvent, type CarrierNetwork, type FailureMode } from './network';
import { SCENARIOS, type Scenario } from './timeline';

/**
 * The network's HTTP answers, as pure functions of the parsed request (server.ts reads bodies, applies
 * the rate limit and the failure modes first). Errors are `{error: {code, message}}`: the simulated
 * network is not any one carrier, so it speaks one neutral dialect for all six.
 */

/** Most guides one register-many call takes (a benchmark's whole fleet in one request). */
const MAX_REGISTER_MANY = 20_000;

export const networkError = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): Reply => ({ status, body: { error: { code, message } }, ...(headers ? { headers } : {}) });

export const unknownCarrier = (raw: unknown) =>
  networkError(404, 'UNKNOWN_CARRIER', `Transportista desconocido: '${String(raw)}'.`);

const invalidNumber = (carrier: Carrier, trackingNumber: unknown) =>
  networkError(
    400,
    'INVALID_TRACKING_NUMBER',
    `'${String(trackingNumber)}' no es una guía de ${carrier} (${TRACKING_FORMATS[carrier].description}).`,
  );

const invalidRequest = (message: string) => networkError(400, 'INVALID_REQUEST', message);

/**
 * GET /network/v1/tracking/:carrier/:trackingNumber for a known carrier. A well-formed number seen
 * for the first time enters the network now (its label was just printed). DHL answers 404 until
 * pickup, as DHL does for a shipment it has not scanned yet.
 */
export function trackingReply(network: CarrierNetwork, carrier: Carrier, trackingNumber: string): Reply {
  if (!isTrackingNumber(carrier, trackingNumber)) return invalidNumber(carrier, trackingNumber);
  if (!network.isRegistered(carrier, trackingNumber)) network.register(carrier, trackingNumber);
  const view = network.view(carrier, trackingNumber)!;
  if (carrier === 'DHL' && view.visible === 0)
    return networkError(404, 'NOT_FOUND', 'No se encontró información para la guía');
  return {
    status: 200,
    body: { trackingNumber, carrier, events: view.events.slice(0, view.visible).map(networkEvent) },
  };
}

interface GuideInput {
  carrier: Carrier;
  trackingNumber: string;
  registeredAt?: number;
  scenario?: Scenario;
}

/** A guide of a hook body, or the 400 that explains what is wrong with it. */
function parseGuide(raw: unknown, where = ''): GuideInput | Reply {
  const g = (raw ?? {}) as {
    carrier?: unknown;
    trackingNumber?: unknown;
    registeredAt?: unknown;
    scenario?: unknown;
  };
  const carrier = carrierNamed(g.carrier);
  if (!carrier)
    return networkError(400, 'UNKNOWN_CARRIER', `${where}Transportista desconocido: '${String(g.carrier)}'.`);
  if (!isTrackingNumber(carrier, g.trackingNumber)) {
    const reply = invalidNumber(carrier, g.trackingNumber);
    const body = reply.body as { error: { message: string } };
    body.error.message = `${where}${body.error.message}`;
    return reply;
  }
  if (g.scenario !== undefined && !(SCENARIOS as readonly unknown[]).includes(g.scenario))
    return invalidRequest(`${where}scenario debe ser ${SCENARIOS.join(', ')}.`);
  const scenario = g.scenario as Scenario | undefined;
  if (g.registeredAt === undefined) return { carrier, trackingNumber: g.trackingNumber, scenario };
  const registeredAt = typeof g.registeredAt === 'string' ? Date.parse(g.registeredAt) : NaN;
  if (Number.isNaN(registeredAt)) return invalidRequest(`${where}registeredAt debe ser una fecha ISO 8601.`);
  return { carrier, trackingNumber: g.trackingNumber, registeredAt, scenario };
}

const isReply = (v: GuideInput | Reply): v is Reply => 'status' in v;

/**
 * POST /__sandbox/network/register {carrier, trackingNumber, registeredAt?, scenario?}: registers or
 * re-anchors; `scenario` (normal, failedAttempt, returned) replaces the one the hash draws.
 */
export function registerHook(network: CarrierNetwork, body: unknown): Reply {
  const guide = parseGuide(body);
  if (isReply(guide)) return guide;
  network.register(guide.carrier, guide.trackingNumber, guide.registeredAt, guide.scenario);
  return { status: 200, body: { registered: true } };
}

/** POST /__sandbox/network/register-many {guides: [...]}: all or nothing, so a typo cannot half-load a fleet. */
export function registerManyHook(network: CarrierNetwork, body: unknown): Reply {
  const guides = (body as { guides?: unknown } | null)?.guides;
  if (!Array.isArray(guides) || guides.length > MAX_REGISTER_MANY)
    return invalidRequest(`guides debe ser una lista de hasta ${MAX_REGISTER_MANY} guías.`);
  const parsed: GuideInput[] = [];
  for (const [i, raw] of guides.entries()) {
    const guide = parseGuide(raw, `guides[${i}]: `);
    if (isReply(guide)) return guide;
    parsed.push(guide);
  }
  for (const g of parsed) network.register(g.carrier, g.trackingNumber, g.registeredAt, g.scenario);
  return { status: 200, body: { registered: parsed.length } };
}

/** POST /__sandbox/network/advance {carrier, trackingNumber, to: 'next'|'delivered'}. */
export function advanceHook(network: CarrierNetwork, body: unknown): Reply {
  const guide = parseGuide(body);
  if (isReply(guide)) return guide;
  const to = (body as { to?: unknown }).to;
  if (to !== 'next' && to !== 'delivered') return invalidRequest("to debe ser 'next' o 'delivered'.");
  const view = network.advance(guide.carrier, guide.trackingNumber, to);
  if (!view) return networkError(404, 'NOT_FOUND', 'La guía no está registrada en la red.');
  return { status: 200, body: { events: view.events.slice(0, view.visible).map(networkEvent) } };
}

/** POST /__sandbox/network/behaviour {carrier, mode}. */
export function behaviourHook(network: CarrierNetwork, body: unknown): Reply {
  const b = (body ?? {}) as { carrier?: unknown; mode?: unknown };
  const carrier = carrierNamed(b.carrier);
  if (!carrier)
    return networkError(400, 'UNKNOWN_CARRIER', `Transportista desconocido: '${String(b.carrier)}'.`);
  if (!FAILURE_MODES.includes(b.mode as FailureMode))
    return invalidRequest(`mode debe ser uno de ${FAILURE_MODES.join(', ')}.`);
  network.setMode(carrier, b.mode as FailureMode);
  return { status: 200, body: { carrier, mode: b.mode } };
}

import type { Reply } from '../http';
import { carrierNamed, isTrackingNumber, TRACKING_FORMATS, type Carrier } from './carriers';
import { todayIn } from '../fedex/rate-validation';
import {
  FAILURE_MODES,
  networkEvent,
  type CancelRefusal,
  type CarrierNetwork,
  type FailureMode,
} from './network';
import type { Pickup, PickupBook } from './pickups';
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
  speed?: number;
}

/** A guide of a hook body, or the 400 that explains what is wrong with it. */
function parseGuide(raw: unknown, where = ''): GuideInput | Reply {
  const g = (raw ?? {}) as {
    carrier?: unknown;
    trackingNumber?: unknown;
    registeredAt?: unknown;
    scenario?: unknown;
    speed?: unknown;
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
  if (g.speed !== undefined && !(typeof g.speed === 'number' && Number.isFinite(g.speed) && g.speed > 0))
    return invalidRequest(`${where}speed debe ser un número mayor que 0.`);
  const speed = g.speed as number | undefined;
  if (g.registeredAt === undefined) return { carrier, trackingNumber: g.trackingNumber, scenario, speed };
  const registeredAt = typeof g.registeredAt === 'string' ? Date.parse(g.registeredAt) : NaN;
  if (Number.isNaN(registeredAt)) return invalidRequest(`${where}registeredAt debe ser una fecha ISO 8601.`);
  return { carrier, trackingNumber: g.trackingNumber, registeredAt, scenario, speed };
}

const isReply = (v: GuideInput | Reply): v is Reply => 'status' in v;

/**
 * POST /__sandbox/network/register {carrier, trackingNumber, registeredAt?, scenario?, speed?}:
 * registers or re-anchors; `scenario` (normal, failedAttempt, returned) replaces the one the hash
 * draws, `speed` the network's for this guide (1: real pace). Answers the events visible now.
 */
export function registerHook(network: CarrierNetwork, body: unknown): Reply {
  const guide = parseGuide(body);
  if (isReply(guide)) return guide;
  network.register(guide.carrier, guide.trackingNumber, guide.registeredAt, guide.scenario, guide.speed);
  const view = network.view(guide.carrier, guide.trackingNumber)!;
  return {
    status: 200,
    body: { registered: true, events: view.events.slice(0, view.visible).map(networkEvent) },
  };
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
  for (const g of parsed) network.register(g.carrier, g.trackingNumber, g.registeredAt, g.scenario, g.speed);
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

/** POST /__sandbox/network/behaviour {carrier, mode, rate?} (rate, 0..1: the 'flaky' mode's share of failures). */
export function behaviourHook(network: CarrierNetwork, body: unknown): Reply {
  const b = (body ?? {}) as { carrier?: unknown; mode?: unknown; rate?: unknown };
  const carrier = carrierNamed(b.carrier);
  if (!carrier)
    return networkError(400, 'UNKNOWN_CARRIER', `Transportista desconocido: '${String(b.carrier)}'.`);
  if (!FAILURE_MODES.includes(b.mode as FailureMode))
    return invalidRequest(`mode debe ser uno de ${FAILURE_MODES.join(', ')}.`);
  if (b.mode === 'flaky') {
    if (typeof b.rate !== 'number' || !(b.rate >= 0 && b.rate <= 1))
      return invalidRequest("rate debe ser un número entre 0 y 1 con el modo 'flaky'.");
    network.setMode(carrier, 'flaky', b.rate);
    return { status: 200, body: { carrier, mode: b.mode, rate: b.rate } };
  }
  network.setMode(carrier, b.mode as FailureMode);
  return { status: 200, body: { carrier, mode: b.mode } };
}

const REFUSALS: Record<CancelRefusal, { code: string; message: string }> = {
  pickedUp: { code: 'ALREADY_PICKED_UP', message: 'La guía ya fue recolectada; no se puede cancelar.' },
  inTransit: { code: 'IN_TRANSIT', message: 'La guía ya está en tránsito; no se puede cancelar.' },
  finished: { code: 'DELIVERED', message: 'La guía ya terminó su recorrido; no se puede cancelar.' },
};

/**
 * POST /network/v1/guides/:carrier/:trackingNumber/cancel: 200 {carrier, trackingNumber, status:
 * 'cancelled', events} (again on a cancelled guide), or 409 ALREADY_PICKED_UP | IN_TRANSIT | DELIVERED.
 */
export function cancelGuideReply(network: CarrierNetwork, carrier: Carrier, trackingNumber: string): Reply {
  if (!isTrackingNumber(carrier, trackingNumber)) return invalidNumber(carrier, trackingNumber);
  const result = network.cancel(carrier, trackingNumber);
  if (!result.cancelled) {
    const refusal = REFUSALS[result.refusal];
    return networkError(409, refusal.code, refusal.message);
  }
  const view = result.view;
  return {
    status: 200,
    body: {
      carrier,
      trackingNumber,
      status: 'cancelled',
      events: view.events.slice(0, view.visible).map(networkEvent),
    },
  };
}

/** The courier has been: one of the pickup's guides shows its pickup scan. */
export function pickupDone(network: CarrierNetwork, pickup: Pickup): boolean {
  return pickup.trackingNumbers.some((n) => {
    const view = network.view(pickup.carrier, n);
    return !!view && view.events.slice(0, view.visible).some((e) => e.kind === 'pickedUp');
  });
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PICKUP_GUIDES = 100;

const text = (v: unknown, max: number) => typeof v === 'string' && v.trim().length > 0 && v.length <= max;

/**
 * POST /network/v1/pickups/:carrier {reference, date, readyTime, closeTime, address {name, phone,
 * street, city, postalCode}, packages {count, weightKg}, trackingNumbers}: 200 {carrier,
 * confirmationNumber, date, readyTime, closeTime, status:'scheduled'}; the same reference answers the
 * same pickup. 400 INVALID_REQUEST (every problem, in Spanish) or INVALID_TRACKING_NUMBER.
 */
export function schedulePickupReply(
  network: CarrierNetwork,
  pickups: PickupBook,
  carrier: Carrier,
  body: unknown,
  now: Date,
): Reply {
  const b = (body ?? {}) as Record<string, unknown>;
  const address = (b.address ?? {}) as Record<string, unknown>;
  const packages = (b.packages ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (!text(b.reference, 100)) problems.push('reference es obligatorio (hasta 100 caracteres).');
  const today = todayIn('America/Mexico_City', now);
  if (typeof b.date !== 'string' || !DATE.test(b.date) || Number.isNaN(Date.parse(b.date)))
    problems.push('date debe ser una fecha AAAA-MM-DD.');
  else if (b.date < today) problems.push('date no puede ser un día pasado.');
  if (typeof b.readyTime !== 'string' || !TIME.test(b.readyTime)) problems.push('readyTime debe ser HH:MM.');
  if (typeof b.closeTime !== 'string' || !TIME.test(b.closeTime)) problems.push('closeTime debe ser HH:MM.');
  else if (typeof b.readyTime === 'string' && b.closeTime <= b.readyTime)
    problems.push('closeTime debe ser posterior a readyTime.');
  for (const field of ['name', 'phone', 'street', 'city'] as const)
    if (!text(address[field], 100)) problems.push(`address.${field} es obligatorio.`);
  if (typeof address.postalCode !== 'string' || !/^\d{5}$/.test(address.postalCode))
    problems.push('address.postalCode debe tener 5 dígitos.');
  if (!Number.isInteger(packages.count) || (packages.count as number) < 1 || (packages.count as number) > 999)
    problems.push('packages.count debe ser un entero de 1 a 999.');
  if (typeof packages.weightKg !== 'number' || !(packages.weightKg > 0) || packages.weightKg > 99_999)
    problems.push('packages.weightKg debe ser mayor que 0.');
  const numbers = b.trackingNumbers;
  if (!Array.isArray(numbers) || numbers.length < 1 || numbers.length > MAX_PICKUP_GUIDES)
    problems.push(`trackingNumbers debe tener de 1 a ${MAX_PICKUP_GUIDES} guías.`);
  if (problems.length) return invalidRequest(problems.join(' '));
  const bad = (numbers as unknown[]).find((n) => !isTrackingNumber(carrier, n));
  if (bad !== undefined) return invalidNumber(carrier, bad);
  const { pickup } = pickups.schedule(
    {
      carrier,
      reference: b.reference as string,
      date: b.date as string,
      readyTime: b.readyTime as string,
      closeTime: b.closeTime as string,
      address: {
        name: address.name as string,
        phone: address.phone as string,
        street: address.street as string,
        city: address.city as string,
        postalCode: address.postalCode as string,
      },
      packageCount: packages.count as number,
      weightKg: packages.weightKg as number,
      trackingNumbers: [...new Set(numbers as string[])],
    },
    now.getTime(),
  );
  // Its guides are in the network from now on (a label printed and never tracked is, too).
  for (const n of pickup.trackingNumbers) if (!network.isRegistered(carrier, n)) network.register(carrier, n);
  return { status: 200, body: pickupBody(pickup) };
}

const pickupBody = (p: Pickup) => ({
  carrier: p.carrier,
  confirmationNumber: p.confirmationNumber,
  date: p.date,
  readyTime: p.readyTime,
  closeTime: p.closeTime,
  status: p.cancelledAt === undefined ? 'scheduled' : 'cancelled',
});

/**
 * POST /network/v1/pickups/:carrier/:confirmationNumber/cancel: 200 {…, status:'cancelled'} (again
 * on a cancelled pickup); 404 NOT_FOUND; 409 ALREADY_PICKED_UP once one of its guides was picked up.
 */
export function cancelPickupReply(
  network: CarrierNetwork,
  pickups: PickupBook,
  carrier: Carrier,
  confirmationNumber: string,
  now: Date,
): Reply {
  const pickup = pickups.find(carrier, confirmationNumber);
  if (!pickup)
    return networkError(404, 'NOT_FOUND', `No existe la recolección ${confirmationNumber} de ${carrier}.`);
  if (pickup.cancelledAt === undefined && pickupDone(network, pickup))
    return networkError(
      409,
      'ALREADY_PICKED_UP',
      'El paquete ya fue recolectado; la recolección no se puede cancelar.',
    );
  return { status: 200, body: pickupBody(pickups.cancel(pickup, now.getTime())) };
}

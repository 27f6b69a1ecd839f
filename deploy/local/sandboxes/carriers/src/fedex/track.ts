import { randomUUID } from 'node:crypto';
import { mexicoCityDate, type GuideView, type PlacedEvent } from '../network/network';
import type { EventKind } from '../network/timeline';
import type { FedexErrorItem } from './rate-validation';

/**
 * FedEx Track by tracking number, POST /track/v1/trackingnumbers (carrier-apis.md §1.6), told from
 * the FEDEX stories of the simulated network (network/). Like FedEx: at most 30 numbers a request, a
 * number FedEx does not know is an error *inside* the 200 for that item only, scanEvents come newest
 * first, and latestStatusDetail carries both the raw `code` and the simplified `derivedCode` (OC is
 * derived as IN, "Iniciado"; arrivals, departures and in-transit scans as IT).
 */

const MAX_TRACKING_NUMBERS = 30;

export interface TrackRequest {
  includeDetailedScans: boolean;
  trackingNumbers: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's numbers, or FedEx-style errors (every problem found, not only the first). */
export function validateTrackRequest(
  body: unknown,
): { ok: true; request: TrackRequest } | { ok: false; errors: FedexErrorItem[] } {
  if (!isObject(body))
    return {
      ok: false,
      errors: [
        {
          code: 'INVALID.INPUT.EXCEPTION',
          message: 'Invalid field value in the input: the body must be a JSON object.',
        },
      ],
    };
  const errors: FedexErrorItem[] = [];
  if (typeof body.includeDetailedScans !== 'boolean')
    errors.push({
      code: 'INVALID.INPUT.EXCEPTION',
      message: 'Invalid field value in the input: includeDetailedScans must be true or false.',
    });
  const info = body.trackingInfo;
  const numbers: string[] = [];
  if (!Array.isArray(info) || info.length === 0)
    errors.push({ code: 'TRACKING.TRACKINGNUMBER.EMPTY', message: 'Please provide tracking number.' });
  else if (info.length > MAX_TRACKING_NUMBERS)
    errors.push({
      code: 'TRACKING.TRACKINGNUMBERS.LIMIT.EXCEEDED',
      message: `Please limit the number of tracking numbers to ${MAX_TRACKING_NUMBERS} per request.`,
      parameterList: [{ key: 'trackingInfo', value: String(info.length) }],
    });
  else
    info.forEach((item: unknown, i) => {
      const n =
        isObject(item) && isObject(item.trackingNumberInfo) ? item.trackingNumberInfo.trackingNumber : null;
      if (typeof n === 'string' && n.trim()) numbers.push(n.trim());
      else
        errors.push({
          code: 'TRACKING.TRACKINGNUMBER.EMPTY',
          message: 'Please provide tracking number.',
          parameterList: [{ key: `trackingInfo[${i}].trackingNumberInfo.trackingNumber`, value: '' }],
        });
    });
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    request: { includeDetailedScans: body.includeDetailedScans as boolean, trackingNumbers: numbers },
  };
}

const IN_TRANSIT = { code: 'IT', status: 'En tránsito' };
/** derivedCode and its Spanish status (statusByLocale / derivedStatus) for each raw code we report. */
const DERIVED: Record<string, { code: string; status: string }> = {
  OC: { code: 'IN', status: 'Iniciado' },
  PU: { code: 'PU', status: 'Recolectado' },
  AR: IN_TRANSIT,
  DP: IN_TRANSIT,
  IT: IN_TRANSIT,
  OD: { code: 'OD', status: 'En camino para entrega' },
  DL: { code: 'DL', status: 'Entregado' },
  DE: { code: 'DE', status: 'Excepción de entrega' },
  RS: { code: 'RS', status: 'Devolución al remitente' },
  CA: { code: 'CA', status: 'Cancelado' },
};

const LOCATION_TYPES: Record<EventKind, string> = {
  created: 'CUSTOMER',
  pickedUp: 'PICKUP_LOCATION',
  transit: 'FEDEX_FACILITY',
  outForDelivery: 'VEHICLE',
  exception: 'DELIVERY_LOCATION',
  delivered: 'DELIVERY_LOCATION',
  returning: 'FEDEX_FACILITY',
  returned: 'ORIGIN_LOCATION',
  cancelled: 'CUSTOMER',
};

/** FedEx's delivery-exception codes: 08 recipient not in, 03 incorrect address. */
const EXCEPTIONS = {
  absent: {
    code: '08',
    description: 'Destinatario ausente',
    action: 'Se intentará la entrega nuevamente el siguiente día hábil.',
  },
  wrongAddress: {
    code: '03',
    description: 'Dirección incorrecta',
    action: 'El envío se devolverá al remitente.',
  },
};

const NOT_FOUND = {
  code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
  message: 'Tracking number cannot be found. Please correct the tracking number and try again.',
};

/** FedEx omits the city where a scan has none (the label-created event). */
const scanLocation = (e: PlacedEvent) =>
  e.location ? { city: e.location, countryCode: 'MX' } : { countryCode: 'MX' };

function scanEvent(e: PlacedEvent) {
  const derived = DERIVED[e.code];
  const exception = e.reason ? EXCEPTIONS[e.reason] : undefined;
  return {
    date: mexicoCityDate(e.at),
    eventType: e.code,
    eventDescription: e.description,
    derivedStatusCode: derived.code,
    derivedStatus: derived.status,
    ...(exception ? { exceptionCode: exception.code, exceptionDescription: exception.description } : {}),
    scanLocation: scanLocation(e),
    locationType: LOCATION_TYPES[e.kind],
  };
}

function dateAndTimes(view: GuideView) {
  const seen = view.events.slice(0, view.visible);
  const find = (kind: EventKind) => seen.find((e) => e.kind === kind);
  const dates: { type: string; dateTime: string }[] = [];
  const created = find('created');
  const pickup = find('pickedUp');
  const delivered = find('delivered');
  if (created) dates.push({ type: 'SHIP', dateTime: mexicoCityDate(created.at) });
  if (pickup) dates.push({ type: 'ACTUAL_PICKUP', dateTime: mexicoCityDate(pickup.at) });
  if (delivered) dates.push({ type: 'ACTUAL_DELIVERY', dateTime: mexicoCityDate(delivered.at) });
  else if (!find('returning')) {
    // The estimate is the next planned delivery attempt of the story (it may turn out an exception).
    const next = view.events
      .slice(view.visible)
      .find((e) => e.kind === 'delivered' || e.kind === 'exception');
    if (next) dates.push({ type: 'ESTIMATED_DELIVERY', dateTime: mexicoCityDate(next.at) });
  }
  return dates;
}

function trackResult(trackingNumber: string, view: GuideView | undefined, detailed: boolean) {
  if (!view || view.visible === 0) return { trackingNumberInfo: { trackingNumber }, error: NOT_FOUND };
  const seen = view.events.slice(0, view.visible);
  const latest = seen[seen.length - 1];
  const derived = DERIVED[latest.code];
  const exception = latest.reason ? EXCEPTIONS[latest.reason] : undefined;
  return {
    trackingNumberInfo: {
      trackingNumber,
      carrierCode: 'FDXE',
      trackingNumberUniqueId: `12029~${trackingNumber}~FDXE`,
    },
    latestStatusDetail: {
      code: latest.code,
      derivedCode: derived.code,
      statusByLocale: derived.status,
      description: latest.description,
      scanLocation: scanLocation(latest),
      ...(exception
        ? {
            ancillaryDetails: [
              {
                reason: exception.code,
                reasonDescription: exception.description,
                action: exception.action,
                actionDescription: exception.action,
              },
            ],
          }
        : {}),
    },
    dateAndTimes: dateAndTimes(view),
    scanEvents: detailed ? seen.reverse().map(scanEvent) : [],
  };
}

/** The 200 body: one completeTrackResult per number, in the order asked. */
export function trackReply(request: TrackRequest, lookup: (trackingNumber: string) => GuideView | undefined) {
  return {
    transactionId: randomUUID(),
    output: {
      completeTrackResults: request.trackingNumbers.map((trackingNumber) => ({
        trackingNumber,
        trackResults: [trackResult(trackingNumber, lookup(trackingNumber), request.includeDetailedScans)],
      })),
    },
  };
}

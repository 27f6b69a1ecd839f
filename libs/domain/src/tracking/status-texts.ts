import { foldText } from '../text/fold-text';

/**
 * The status texts the product shows (section 4), spelled exactly as the product spells them:
 * 'Envío entrgado' and 'En recolecion' are the product's own spellings, do not correct them.
 */
export const TrackingTexts = {
  delivered: 'Envío entrgado',
  pickedUp: 'Envío Recolectado',
  inTransit: 'Envío en tránsito',
  awaitingPickup: 'En recolección',
  awaitingPickupFedex: 'En recolecion',
  labelCreated: 'Guía creada',
} as const;

/** One tracking event as carriers' connectors return it (shipment_event[] has date and status). */
export interface TrackingEventLike {
  readonly status?: string | null;
  readonly date?: string | null;
}

export interface CarrierTrackingResult {
  /** The carrier answered 404 for the guide. */
  readonly notFound?: boolean;
  /** Events in the order the carrier returned them; the last one is the latest. */
  readonly events?: readonly TrackingEventLike[] | null;
}

/** Status text of the last event, trimmed; null when there is no event or it has no text. */
export function lastEventStatus(events: readonly TrackingEventLike[] | null | undefined): string | null {
  const last = events && events.length > 0 ? events[events.length - 1] : undefined;
  const status = last?.status?.trim();
  return status ? status : null;
}

// DHL's texts are compared folded (no accents, any case, no final period) so that
// 'Envío entregado al destinatario' and 'Envio entregado al destinatario' both count.
const foldDhl = (text: string): string => foldText(text).replace(/\.$/, '');
const DHL_DELIVERED = foldDhl('Envio entregado al destinatario');
const DHL_PICKED_UP = foldDhl('El envío fue recolectado.');

/**
 * DHL and DHL-API (section 4): delivered → 'Envío entrgado'; picked up → 'Envío Recolectado';
 * anything else → 'Envío en tránsito'. A 404 gives 'En recolección', and so does an empty event
 * list for DHL-API. For classic DHL an empty list is "anything else", so 'Envío en tránsito'.
 */
export function dhlStatusText(result: CarrierTrackingResult, source: 'dhl' | 'dhlApi'): string {
  if (result.notFound) return TrackingTexts.awaitingPickup;
  const last = lastEventStatus(result.events);
  if (last === null && source === 'dhlApi') return TrackingTexts.awaitingPickup;
  const folded = last === null ? '' : foldDhl(last);
  if (folded === DHL_DELIVERED) return TrackingTexts.delivered;
  if (folded === DHL_PICKED_UP) return TrackingTexts.pickedUp;
  return TrackingTexts.inTransit;
}

/** AMPM: the last event's status, or 'Envío en tránsito' when there is none. */
export function ampmStatusText(result: CarrierTrackingResult): string {
  return lastEventStatus(result.events) ?? TrackingTexts.inTransit;
}

/** Estafeta: the last event's status, or 'Guía creada' when there is none. */
export function estafetaStatusText(result: CarrierTrackingResult): string {
  return lastEventStatus(result.events) ?? TrackingTexts.labelCreated;
}

/**
 * Redpack: the product's mapping is not known. Our choice: the last event's status (as AMPM and
 * Estafeta do), or 'En recolección' when there is none yet, as DHL does for a guide without events.
 */
export function redpackStatusText(result: CarrierTrackingResult): string {
  return lastEventStatus(result.events) ?? TrackingTexts.awaitingPickup;
}

/** FedEx's latest status: `code` is its (derived) status code, `description` its text. */
export interface FedexLatestStatus {
  readonly code?: string | null;
  readonly description?: string | null;
}

const FEDEX_CODES_WITH_DESCRIPTION: readonly string[] = ['IN', 'DL'];

/**
 * FedEx (section 4): status IN or DL gives the description; anything else 'En recolecion'.
 * The code is compared trimmed and upper-cased; IN/DL with an empty description also falls back.
 */
export function fedexStatusText(latest: FedexLatestStatus | null | undefined): string {
  const code = latest?.code?.trim().toUpperCase() ?? '';
  const description = latest?.description?.trim();
  if (FEDEX_CODES_WITH_DESCRIPTION.includes(code) && description) return description;
  return TrackingTexts.awaitingPickupFedex;
}

/** What a carrier reports for a guide, as the status texts need it (events oldest first). */
export interface GuideTrackingFacts {
  readonly notFound: boolean;
  readonly events: readonly { readonly code: string; readonly description: string }[];
}

/**
 * The text the product shows for a guide (section 4), by the tracking it uses (trackingSourceFor):
 * DHL and DHL-API, FedEx, AMPM, Estafeta and Redpack as their mappings say; Paquetexpress, which
 * the product has no mapping for, shows its last event, or 'Guía creada'.
 */
export function trackingStatusText(
  source: 'dhl' | 'dhlApi' | 'fedex' | 'ampm' | 'estafeta' | 'redpack' | null,
  facts: GuideTrackingFacts,
): string {
  const events = facts.events.map((e) => ({ status: e.description }));
  const last = facts.events[facts.events.length - 1];
  switch (source) {
    case 'dhl':
    case 'dhlApi':
      return dhlStatusText({ notFound: facts.notFound, events }, source);
    case 'fedex':
      return fedexStatusText(last ? { code: last.code, description: last.description } : null);
    case 'ampm':
      return ampmStatusText({ events });
    case 'estafeta':
      return estafetaStatusText({ events });
    case 'redpack':
      return redpackStatusText({ events });
    case null:
      return lastEventStatus(events) ?? TrackingTexts.labelCreated;
  }
}

import type { QuoteResponse, ShippingOption } from '@envios/contracts';
import {
  CARRIER_CODES,
  CARRIER_LABELS,
  formatIsoDate,
  formatMXN,
  isIsoDate,
  pesosToCentavos,
} from '@envios/domain';

export type SortKey = 'price' | 'delivery';
export type SortDirection = 'asc' | 'desc';
export interface OptionSort {
  key: SortKey;
  direction: SortDirection;
}

/** A stable identity for a row: one service of one carrier. */
export const optionKey = (option: ShippingOption) => `${option.carrier_code}:${option.service_code}`;

/** Every option of every carrier in one list, carriers in the product's order (DHL, FedEx, …). */
export function flattenOptions(response: QuoteResponse): ShippingOption[] {
  return CARRIER_CODES.flatMap((code) => response.carriers[code] ?? []);
}

/** The option's price for the whole order, as the server computed it; absent for role user. */
export const orderPrice = (option: ShippingOption): number | undefined =>
  option.order_total_amount ?? option.total_amount;

const compareDelivery = (a: ShippingOption, b: ShippingOption) =>
  a.estimated_delivery && b.estimated_delivery && a.estimated_delivery !== b.estimated_delivery
    ? a.estimated_delivery.localeCompare(b.estimated_delivery)
    : a.total_transit_days - b.total_transit_days;

const comparePrice = (a: ShippingOption, b: ShippingOption) => (orderPrice(a) ?? 0) - (orderPrice(b) ?? 0);

/** Sorted copy; ties keep the carriers' order (Array.prototype.sort is stable). */
export function sortOptions(options: readonly ShippingOption[], sort: OptionSort): ShippingOption[] {
  const compare = sort.key === 'price' ? comparePrice : compareDelivery;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...options].sort((a, b) => sign * compare(a, b));
}

/** Clicking the column already sorted reverses it; another column starts ascending. */
export const nextSort = (current: OptionSort, key: SortKey): OptionSort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };

/** Pesos from the server as es-MX currency text, e.g. 380.46 → '$380.46'. Only formatting, no arithmetic. */
export const formatPesos = (pesos: number) => formatMXN(pesosToCentavos(pesos));

export const formatDeliveryDate = (date: string | undefined) =>
  date && isIsoDate(date) ? formatIsoDate(date) : null;

export const transitText = (days: number) => (days === 1 ? '1 día' : `${days} días`);

const UNAVAILABLE_REASONS: Record<QuoteResponse['unavailable'][number]['reason'], string> = {
  timeout: 'no respondió a tiempo',
  error: 'no respondió',
  no_service: 'no tiene servicio para este envío',
  no_transit_time: 'no indicó el tiempo de entrega',
  no_price: 'no indicó el precio',
  other_currency: 'dio el precio en otra moneda',
};

/**
 * 'Redpack no respondió a tiempo', one text per carrier left out of the quote, and one per service a
 * carrier offered but could not be sold: 'FedEx Express Saver (FedEx) no indicó el tiempo de entrega'.
 */
export const unavailableTexts = (response: QuoteResponse) =>
  response.unavailable.map(({ carrier, reason, service }) =>
    service
      ? `${service.name} (${CARRIER_LABELS[carrier]}) ${UNAVAILABLE_REASONS[reason]}`
      : `${CARRIER_LABELS[carrier]} ${UNAVAILABLE_REASONS[reason]}`,
  );

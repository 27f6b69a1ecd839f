import type { BatchRule, QuotePayload, QuoteResponse } from '@envios/contracts';
import { CARRIER_LABELS, type CarrierCode } from '@envios/domain';

/** One option of a row's quote, its price read from its sealed token. */
export interface PricedOption {
  carrier: CarrierCode;
  service: string;
  serviceName: string;
  transitDays: number;
  centavos: number;
  /** Its carrier's on-time rate on the row's lane (null: not enough deliveries to say). */
  onTime: number | null;
  token: string;
  expiresAt: number;
}

const UNAVAILABLE: Record<QuoteResponse['unavailable'][number]['reason'], string> = {
  timeout: 'no respondió a tiempo',
  error: 'falló al cotizar',
  no_service: 'no da servicio a este destino o paquete',
  no_transit_time: 'no dio tiempo de entrega',
  no_price: 'no dio precio',
  other_currency: 'cotizó en otra moneda',
};

const cheaper = (a: PricedOption, b: PricedOption) =>
  a.centavos - b.centavos || a.transitDays - b.transitDays;
const faster = (a: PricedOption, b: PricedOption) => a.transitDays - b.transitDays || a.centavos - b.centavos;

/**
 * The option a batch's rule picks for one row, or why there is none (Spanish): the cheapest; the
 * fastest (the cheapest among the fastest); the cheapest of a fixed carrier (and service); the
 * cheapest that arrives within `max_days` business days.
 */
export function chooseByRule(
  rule: BatchRule,
  options: PricedOption[],
  unavailable: QuoteResponse['unavailable'],
): { option: PricedOption } | { reason: string } {
  if (!options.length) {
    const why = unavailable
      .filter((u) => !u.service)
      .map((u) => `${CARRIER_LABELS[u.carrier]} ${UNAVAILABLE[u.reason]}`)
      .join('; ');
    return { reason: `Ninguna paquetería cotizó este envío${why ? ` (${why})` : ''}.` };
  }
  switch (rule.rule) {
    case 'cheapest':
      return { option: [...options].sort(cheaper)[0] };
    case 'fastest':
      return { option: [...options].sort(faster)[0] };
    case 'fixed': {
      const carrier = rule.carrier!;
      const name = CARRIER_LABELS[carrier];
      const ofCarrier = options.filter((o) => o.carrier === carrier);
      if (!ofCarrier.length) {
        const out = unavailable.find((u) => u.carrier === carrier && !u.service);
        return {
          reason: `${name} ${out ? UNAVAILABLE[out.reason] : 'no da servicio a este destino o paquete'}.`,
        };
      }
      if (!rule.service) return { option: [...ofCarrier].sort(cheaper)[0] };
      const service = ofCarrier.find((o) => o.service === rule.service);
      return service
        ? { option: service }
        : {
            reason: `${name} no ofrece el servicio ${rule.service} para este envío (sí: ${ofCarrier
              .map((o) => o.serviceName)
              .join(', ')}).`,
          };
    }
    case 'cheapest_on_time': {
      const min = rule.min_on_time!;
      const onTime = options.filter((o) => o.onTime !== null && o.onTime >= min);
      if (onTime.length) return { option: [...onTime].sort(cheaper)[0] };
      return {
        reason: options.some((o) => o.onTime !== null)
          ? `Ninguna paquetería llega a tiempo al menos el ${min} % de las veces en esta ruta.`
          : 'Sin datos suficientes de entregas a tiempo en esta ruta.',
      };
    }
    case 'cheapest_within': {
      const days = rule.max_days!;
      const within = options.filter((o) => o.transitDays <= days);
      if (within.length) return { option: [...within].sort(cheaper)[0] };
      const quickest = Math.min(...options.map((o) => o.transitDays));
      return {
        reason: `Ninguna paquetería llega en ${days} ${days === 1 ? 'día' : 'días'} o menos (la más rápida tarda ${quickest}).`,
      };
    }
  }
}

/** The payload fields a batch reads from a token. */
export const pricedOption = (
  payload: QuotePayload,
  token: string,
  onTime: number | null = null,
): PricedOption => ({
  carrier: payload.carrier,
  service: payload.service,
  serviceName: payload.serviceName,
  transitDays: payload.transitDays,
  centavos: payload.orderTotalCentavos,
  onTime,
  token,
  expiresAt: payload.exp * 1000,
});

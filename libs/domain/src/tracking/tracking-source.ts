import { foldText } from '../text/fold-text';

/** DHL services tracked through DHL-API instead of classic DHL tracking (section 4). */
export const DHL_API_SERVICES = [
  'SAMEDAY SPRINTLINE',
  'DOMESTICO ENVIO RETORNO',
  'ECONOMY SELECT DOMESTIC',
  'EXPRESS DOMESTIC FLAT',
] as const;

const DHL_API_FOLDED = new Set<string>(DHL_API_SERVICES.map(foldText));

/** Whether a DHL service name is tracked through DHL-API (case, accents and extra spaces ignored). */
export function usesDhlApiTracking(serviceName: string | null | undefined): boolean {
  return !!serviceName && DHL_API_FOLDED.has(foldText(serviceName));
}

/** The path segment of POST /tracking/{source} (section 7). */
export const TRACKING_SOURCES = ['dhl', 'dhlApi', 'redpack', 'fedex', 'ampm', 'estafeta'] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

/**
 * Which carrier tracking to ask for a shipment, from its carrier and service name. Null for
 * carriers the product has no tracking call for (Paquetexpress, unknown carriers).
 */
export function trackingSourceFor(carrier: string, serviceName?: string | null): TrackingSource | null {
  switch (carrier.trim().toUpperCase()) {
    case 'DHL':
      return usesDhlApiTracking(serviceName) ? 'dhlApi' : 'dhl';
    case 'FEDEX':
      return 'fedex';
    case 'REDPACK':
      return 'redpack';
    case 'AMPM':
      return 'ampm';
    case 'ESTAFETA':
      return 'estafeta';
    default:
      return null;
  }
}

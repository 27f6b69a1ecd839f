import { hash } from 'node:crypto';
import type { CarrierCode } from '@envios/domain';

/** How long each carrier's guide numbers are, and their prefix, for the labels we make ourselves. */
const FORMATS: Record<CarrierCode, { prefix: string; digits: number }> = {
  DHL: { prefix: '', digits: 10 },
  FEDEX: { prefix: '', digits: 12 },
  ESTAFETA: { prefix: '', digits: 22 },
  PAQUETEXPRESS: { prefix: 'PQX', digits: 12 },
  REDPACK: { prefix: 'RP', digits: 10 },
  AMPM: { prefix: 'AM', digits: 10 },
};

/**
 * The guide number of a label we make ourselves: derived from the shipment id, so a label made
 * twice (a retried job, a worker that crashed after writing the file) is the same label with the
 * same number. Digits come from SHA-256 of the id, the first never 0.
 */
export function ownGuideNumber(carrier: CarrierCode, shipmentId: string): string {
  const { prefix, digits } = FORMATS[carrier];
  let number = BigInt(`0x${hash('sha256', `guide:${carrier}:${shipmentId}`, 'hex')}`)
    .toString()
    .slice(0, digits);
  if (number[0] === '0') number = `1${number.slice(1)}`;
  return `${prefix}${number}`;
}

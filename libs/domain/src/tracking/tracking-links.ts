import type { CarrierCode } from '../constants/carriers';

/**
 * The carrier's own public tracking page for a guide (section 7: DHL, FedEx, Estafeta and
 * Paquetexpress have one; Redpack and AMPM none), or null.
 */
export function externalTrackingUrl(carrier: CarrierCode | string, guide: string): string | null {
  const g = encodeURIComponent(guide.trim());
  if (!g) return null;
  switch (carrier) {
    case 'DHL':
      return `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${g}&submit=1`;
    case 'FEDEX':
      return `https://www.fedex.com/fedextrack/?trknbr=${g}`;
    case 'ESTAFETA':
      return `https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=${g}&wayBillType=1&isShipmentDetail=False`;
    case 'PAQUETEXPRESS':
      return `https://www.paquetexpress.com.mx/rastreo/${g}`;
    default:
      return null;
  }
}

import { externalTrackingUrl } from './tracking-links';

describe('externalTrackingUrl', () => {
  it('links DHL, FedEx, Estafeta and Paquetexpress guides to the carrier', () => {
    expect(externalTrackingUrl('DHL', '1234567890')).toBe(
      'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1',
    );
    expect(externalTrackingUrl('FEDEX', '794600000000')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=794600000000',
    );
    expect(externalTrackingUrl('ESTAFETA', '3055892120610706104294')).toContain(
      'wayBill=3055892120610706104294',
    );
    expect(externalTrackingUrl('PAQUETEXPRESS', 'PQX123456789012')).toBe(
      'https://www.paquetexpress.com.mx/rastreo/PQX123456789012',
    );
  });
  it('has none for Redpack, AMPM or an empty guide, and encodes what it puts in a link', () => {
    expect(externalTrackingUrl('REDPACK', 'RP1234567890')).toBeNull();
    expect(externalTrackingUrl('AMPM', 'AM1234567890')).toBeNull();
    expect(externalTrackingUrl('DHL', '  ')).toBeNull();
    expect(externalTrackingUrl('FEDEX', '12&x=<1>')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=12%26x%3D%3C1%3E',
    );
  });
});

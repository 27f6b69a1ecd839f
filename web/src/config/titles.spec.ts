import { documentTitle, PAGE_TITLES } from './titles';

describe('document titles', () => {
  it('names each route, detail pages too, after the brand', () => {
    expect(documentTitle('/shipments')).toBe('Mis Envíos · Envíos MX');
    expect(documentTitle('/shipments/6b087d72102aa3b49cb4d923')).toBe('Detalles de Envío · Envíos MX');
    expect(documentTitle('/dashboard/shipment/new')).toBe('Cotizador · Envíos MX');
    expect(documentTitle('/')).toBe('Envíos nacionales de paquetería · Envíos MX');
    expect(documentTitle('/password-recovery/abc123')).toBe('Cambiar contraseña · Envíos MX');
  });

  it('matches as the router does: the most specific path, any case', () => {
    expect(documentTitle('/payments/result/success')).toBe('Resultado del pago · Envíos MX');
    expect(documentTitle('/payments/6b087d72102aa3b49cb4d923')).toBe('Detalles de pago · Envíos MX');
    expect(documentTitle('/Reports')).toBe('Reportes · Envíos MX');
    expect(documentTitle('/no-existe')).toBe('Página no encontrada · Envíos MX');
  });

  it('gives every route a title of its own', () => {
    const titles = Object.values(PAGE_TITLES);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

import { reportStageStatus, shipmentStatus, UNPAID_LABEL } from './shipment-status';

describe('shipmentStatus', () => {
  it('reads an unpaid shipment as the spec words it', () => {
    expect(shipmentStatus({ status: false, guide_state: 'none' })).toMatchObject({
      key: 'unpaid',
      label: UNPAID_LABEL,
    });
    expect(UNPAID_LABEL).toBe('Guia sin pago');
  });

  it('follows the label, then the portal tracking status', () => {
    expect(shipmentStatus({ status: true, guide_state: 'pending' }).label).toBe('Generando guía');
    expect(shipmentStatus({ status: true, guide_state: 'generated' }).label).toBe('Guía generada');
    expect(
      shipmentStatus({ status: true, guide_state: 'generated', tracking_code: 'out_for_delivery' }).label,
    ).toBe('En ruta de entrega');
    expect(
      shipmentStatus({ status: true, guide_state: 'generated', tracking_code: 'delivered' }),
    ).toMatchObject({ key: 'delivered', label: 'Entregado', tone: 'teal' });
  });

  it('says a cancelled or failed guide was refunded once it was', () => {
    expect(shipmentStatus({ status: true, guide_state: 'cancelled' }).label).toBe('Cancelada');
    expect(shipmentStatus({ status: true, guide_state: 'cancelled', refunded: true }).label).toBe(
      'Cancelada · Reembolsada',
    );
    expect(shipmentStatus({ status: true, guide_state: 'failed', refunded: true }).label).toBe(
      'Guía fallida · Reembolsada',
    );
  });

  it('gives the reports the same words as Mis Envios', () => {
    expect(reportStageStatus('created', false).label).toBe(UNPAID_LABEL);
    expect(reportStageStatus('transit', true).label).toBe('En tránsito');
    expect(reportStageStatus('delivered', true).label).toBe('Entregado');
    expect(reportStageStatus('cancelled', true, true).label).toBe('Cancelada · Reembolsada');
  });
});

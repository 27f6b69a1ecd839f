import { awaitingRefund, labelAvailable, paymentState } from './shipment-view';

describe('shipment view', () => {
  it('offers the label only while it is made and not cancelled', () => {
    expect(labelAvailable({ guide: './src/public/a.pdf', guide_state: 'generated' })).toBe(true);
    expect(labelAvailable({ guide: './src/public/a.pdf', guide_state: 'cancelled' })).toBe(false);
    expect(labelAvailable({ guide: null, guide_state: 'pending' })).toBe(false);
  });

  it('waits for the refund of a paid guide that was cancelled or failed, and only until it arrives', () => {
    expect(awaitingRefund({ status: true, guide_state: 'cancelled', refunded: false })).toBe(true);
    expect(awaitingRefund({ status: true, guide_state: 'failed', refunded: false })).toBe(true);
    expect(awaitingRefund({ status: true, guide_state: 'cancelled', refunded: true })).toBe(false);
    expect(awaitingRefund({ status: true, guide_state: 'generated', refunded: false })).toBe(false);
    expect(awaitingRefund({ status: false, guide_state: 'none', refunded: false })).toBe(false);
  });

  it('says a refunded total is refunded, not paid, and an unpaid one in the spec words', () => {
    expect(paymentState({ status: true, guide_state: 'generated', refunded: false }).label).toBe('Pagado');
    expect(paymentState({ status: true, guide_state: 'cancelled', refunded: false }).label).toBe(
      'Reembolso en proceso',
    );
    expect(paymentState({ status: true, guide_state: 'cancelled', refunded: true }).label).toBe(
      'Reembolsado',
    );
    expect(paymentState({ status: false, guide_state: 'none', refunded: false }).label).toBe('Guia sin pago');
  });
});

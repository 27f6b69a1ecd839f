import { PAYMENT_METHODS, isPaymentMethod } from './payment-methods';

describe('payment methods', () => {
  it('are paypal and wallet', () => {
    expect(PAYMENT_METHODS).toEqual(['paypal', 'wallet']);
  });

  it('recognises only those values', () => {
    expect(isPaymentMethod('paypal')).toBe(true);
    expect(isPaymentMethod('wallet')).toBe(true);
    expect(isPaymentMethod('oxxo')).toBe(false);
    expect(isPaymentMethod('Wallet')).toBe(false);
  });
});

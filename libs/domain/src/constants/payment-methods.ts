/** Payment method values (section 1): card through the payment provider, or the prepaid wallet. */
export const PAYMENT_METHODS = ['paypal', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

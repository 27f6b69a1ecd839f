/** The carriers the quote compares (spec section 1). */
export const CARRIERS = ['DHL', 'FedEx', 'Estafeta', 'Paquetexpress', 'Redpack', 'AMPM'] as const;

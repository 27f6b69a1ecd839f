import { Paths as DomainPaths } from '@envios/domain';

/** Every route of the app comes from the permission matrix in libs/domain; helpers build concrete URLs. */
export const Paths = {
  ...DomainPaths,
  /** Served outside this app (spec section 2, "other links seen"). */
  cashBarcode: '/shipping/cash_barcode',
} as const;

export const buildPath = {
  shipmentDetail: (id: string) => `/shipments/${encodeURIComponent(id)}`,
  paymentDetails: (id: string) => `/payments/${encodeURIComponent(id)}`,
  passwordReset: (token: string) => `/password-recovery/${encodeURIComponent(token)}`,
  paymentResult: (result: 'success' | 'error', query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `/payments/result/${result}${search ? `?${search}` : ''}`;
  },
  cashBarcode: (reference: string) =>
    `${Paths.cashBarcode}?${new URLSearchParams({ references: reference })}`,
};

import { Paths as DomainPaths } from '@envios/domain';

/** Every route of the app comes from the permission matrix in libs/domain; helpers build concrete URLs. */
export const Paths = DomainPaths;

export const buildPath = {
  shipmentDetail: (id: string) => `/shipments/${encodeURIComponent(id)}`,
  paymentDetails: (id: string) => `/payments/${encodeURIComponent(id)}`,
  passwordReset: (token: string) => `/password-recovery/${encodeURIComponent(token)}`,
  paymentResult: (result: 'success' | 'error', query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `/payments/result/${result}${search ? `?${search}` : ''}`;
  },
  /** 'Datos de facturación' of another account (staff, or a client for its users). */
  taxInformationOf: (userId: string) => `${Paths.taxInformation}?${new URLSearchParams({ user: userId })}`,
  cashBarcode: (reference: string) =>
    `${Paths.cashBarcode}?${new URLSearchParams({ references: reference })}`,
};

import type { Role } from './roles';

/**
 * What each role may see beyond routes (section 6, "Data visibility"). Keys name a piece of UI;
 * the value lists the roles that must NOT see it. The server applies the same rules to the data it
 * returns where the piece is data (prices, totals), not only layout.
 */
export const HIDDEN_FOR = {
  /**
   * Any amount of money in any answer (prices, totals, balances, movements, charges, tariffs): the
   * Operativo quotes, ships and pays without seeing what anything costs.
   */
  amounts: ['user'],
  'sidebar.walletCard': ['helpdesk', 'user'],
  'quote.priceColumn': ['user'],
  'quote.deliveryDate': ['user'],
  'quote.summaryTotal': ['user'],
  'shipments.totalColumn': ['user'],
  'shipments.amountCell': ['client'],
  'shipments.exportCost': ['user'],
  'users.tariffColumn': ['client'],
  'users.walletTopUpAction': ['client'],
  'users.roleAndTariffSelects': ['helpdesk', 'sales', 'client'],
  'reports.totalsCards': ['helpdesk', 'sales', 'user'],
  'reports.totalColumn': ['helpdesk', 'sales', 'user'],
  // The original's export meant to hide the total for these roles but never did (its condition was
  // always true); ours does, and the server leaves the amounts out of their answers anyway.
  'reports.exportTotal': ['helpdesk', 'sales', 'user'],
  'analytics.rechargesChart': ['helpdesk', 'sales', 'client', 'user'],
} as const satisfies Record<string, readonly Role[]>;
export type VisibilityKey = keyof typeof HIDDEN_FOR;

export function canSee(role: Role | null | undefined, key: VisibilityKey): boolean {
  if (!role) return false;
  const hidden: readonly Role[] | undefined = HIDDEN_FOR[key];
  if (!hidden) throw new Error(`Unknown visibility key ${key}`);
  return !hidden.includes(role);
}

/**
 * The shipments chosen in 'Mis Envios' to pay together (section 2: "the selection is stored and the
 * user goes to /payment/shipments/many"). Kept for the tab only: it is a step of one task.
 */
const KEY = 'pay-many-shipments';

export function storePaySelection(ids: readonly string[]) {
  sessionStorage.setItem(KEY, JSON.stringify(ids));
}

export function readPaySelection(): string[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

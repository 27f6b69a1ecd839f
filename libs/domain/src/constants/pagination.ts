/** Rows per page (section 9). Saved addresses are paged in the browser. */
export const PAGE_SIZES = { shipments: 10, addresses: 10, users: 10 } as const;

/** Pagination moves only within 1..totalPages (section 5); with no pages the only page is 1. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

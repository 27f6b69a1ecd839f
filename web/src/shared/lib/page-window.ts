export type PageItem = number | 'gap';

/**
 * The numbered buttons of a pager: the first and last page, the current one and its neighbours,
 * with a gap where pages are skipped. Example: page 6 of 12 → 1 … 5 6 7 … 12.
 */
export function pageWindow(current: number, totalPages: number, neighbours = 1): PageItem[] {
  const last = Math.max(1, totalPages);
  const shown = new Set([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

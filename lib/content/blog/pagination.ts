// Static pagination for the blog lists: page 1 lives at the base URL, page n at `${base}/page/${n}`,
// so every page can be prerendered (a ?page= query would make the route dynamic).

export type PageItem = number | "gap";

/** Number of pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`Invalid page size: ${pageSize}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items on 1-based `page`; an out-of-range page is empty. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/** Route params for pages 2..count (page 1 is the base route itself). */
export function extraPageParams(count: number): { page: string }[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, index) => ({ page: String(index + 2) }));
}

/**
 * Reads the `[page]` segment. Only canonical numbers from 2 to `count` are pages: "1" (the base URL),
 * "02", "2.0" and anything out of range give null so the route can answer 404.
 */
export function parsePageParam(value: string, count: number): number | null {
  if (!/^[1-9]\d*$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 && page <= count ? page : null;
}

/** Page numbers to show: all of them when few, else first, last and the current one's neighbours. */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const gap = index > 0 ? page - sorted[index - 1] : 0;
    if (gap === 2) items.push(page - 1);
    else if (gap > 2) items.push("gap");
    items.push(page);
  });
  return items;
}

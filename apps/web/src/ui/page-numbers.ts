import { PAGINATION_MAX_VISIBLE } from '@skins/contract';

/** A page number, or null where an ellipsis stands for the pages left out. */
export type PageSlot = number | null;

/**
 * CAT-34 (spec §2 Pagination): with at most 7 pages all are shown; otherwise the first 4 pages
 * (the first 1 on narrow screens, up to 640 px), the current page and the last page, with an
 * ellipsis wherever pages are left out.
 */
export function pageNumbers(current: number, pages: number, narrow: boolean): PageSlot[] {
  if (pages <= PAGINATION_MAX_VISIBLE) return Array.from({ length: Math.max(pages, 0) }, (_, i) => i + 1);
  const head = narrow ? 1 : 4;
  const shown = new Set<number>([pages, Math.min(Math.max(current, 1), pages)]);
  for (let p = 1; p <= head; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) slots.push(null);
    slots.push(p);
  }
  return slots;
}

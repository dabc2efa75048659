import type { ReactNode } from 'react';

/**
 * A table in a box of its own that scrolls when the table is wider or taller than the box; the
 * box is focusable so that a keyboard can scroll it (axe: scrollable-region-focusable) and is
 * named, like the table, by the caption.
 */
export function TableRegion({ caption, box = 'overflow-x-auto rounded-xl border border-ink-700', table, children }: { caption: string; box?: string; table: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={`${box} focus-visible:outline-2 focus-visible:outline-accent-400`}>
      <table className={table}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

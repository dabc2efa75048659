import { BREAKPOINTS } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { pageNumbers } from './page-numbers';
import { useMediaQuery } from './use-media-query';

export interface PaginationProps {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

const button = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors';
const arrow = `${button} text-slate-300 hover:bg-ink-700 disabled:opacity-40 disabled:hover:bg-transparent`;

/**
 * CAT-34 (spec §2): shown only when the total exceeds the page size; previous and next are
 * disabled at the ends; a page change scrolls smoothly to the top.
 */
export function Pagination({ page, pages, total, pageSize, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.narrow}px)`);
  if (total <= pageSize || pages < 2) return null;
  const go = (next: number) => {
    if (next === page || next < 1 || next > pages) return;
    onPageChange(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <nav aria-label={t('pagination_label')} className="mt-8 flex items-center justify-center gap-1">
      <button type="button" className={arrow} aria-label={t('pagination_previous')} disabled={page <= 1} onClick={() => go(page - 1)}>
        ‹
      </button>
      {pageNumbers(page, pages, narrow).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${button} ${p === page ? 'bg-accent-400 text-ink-950' : 'text-slate-200 hover:bg-ink-700'}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={arrow} aria-label={t('pagination_next')} disabled={page >= pages} onClick={() => go(page + 1)}>
        ›
      </button>
    </nav>
  );
}

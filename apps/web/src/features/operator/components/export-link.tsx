import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../api/client';

/**
 * OPS-155: where a back-office CSV downloads: the list's (or report's) `.csv` route with the query
 * the page asks its list with (empty values left out; no page: the export is the whole list).
 */
export function csvUrl(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** OPS-155: the 'Export CSV' link of a list or report: a plain download (the session cookie goes with it). */
export function ExportCsvLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      download
      title={t('op_export_csv_hint')}
      className="inline-flex h-9 items-center justify-center gap-2 self-start rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm font-medium text-slate-100 hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-accent-400"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {t('op_export_csv')}
    </a>
  );
}

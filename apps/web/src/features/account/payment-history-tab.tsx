import '../../i18n/accounts';
import '../../i18n/payments';
import { PAGE_SIZE, statementKinds, type StatementKind } from '@skins/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../ui/spinner';
import { statementCsvUrl, statementQueryOptions, type StatementFilters } from './api/payments-calls';
import { PendingTopUps } from './pending-top-ups';
import { formatStatementAmount, StatementPager, StatementTable } from '../../ui/statement-table';

const field = 'min-h-11 w-full rounded-xl border border-ink-600 bg-ink-900 px-3 text-sm text-slate-100 focus:border-sky-400 focus:outline-none';
const NO_FILTERS: StatementFilters = { kind: '', from: '', to: '' };

/** WALLET-11: the kind select, the from/to days and the CSV of what they show. */
function Filters({ value, onChange }: { value: StatementFilters; onChange: (next: StatementFilters) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-4 grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,14rem)_minmax(0,11rem)_minmax(0,11rem)_auto_auto]">
      <legend className="sr-only">{t('statement_filters')}</legend>
      <label className="col-span-2 flex flex-col gap-1 text-xs text-slate-400 md:col-span-1">
        {t('statement_kind')}
        <select className={field} value={value.kind} onChange={(e) => onChange({ ...value, kind: e.target.value as StatementKind | '' })}>
          <option value="">{t('statement_all_kinds')}</option>
          {statementKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`statement_kind_${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-400">
        {t('statement_from')}
        <input type="date" className={field} value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-400">
        {t('statement_to')}
        <input type="date" className={field} value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </label>
      <button type="button" className="min-h-11 rounded-xl border border-ink-600 px-4 text-sm text-slate-200 hover:border-slate-400 disabled:opacity-40" disabled={value === NO_FILTERS} onClick={() => onChange(NO_FILTERS)}>
        {t('statement_clear_filters')}
      </button>
      <a className="flex min-h-11 items-center justify-center rounded-xl bg-sky-500 px-4 text-sm font-semibold text-ink-950 hover:bg-sky-400" href={statementCsvUrl(value)} download>
        {t('statement_download_csv')}
      </a>
    </fieldset>
  );
}

/**
 * Spec §2 Account, Payment history; WALLET-10: the wallet statement: every movement of the balance,
 * every direct payment and (WALLET-12) every payout of the seller's offers, newest first, with the running balance; 5 rows a page (spec §9) and
 * Newer/Older, as the statement has no total.
 */
export function PaymentHistoryTab() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const statement = useQuery({ ...statementQueryOptions(filters, page, PAGE_SIZE.history), placeholderData: keepPreviousData });
  const change = (next: StatementFilters) => {
    setFilters(next);
    setPage(1);
  };
  if (statement.isPending) return <PageSpinner />;
  if (statement.isError)
    return (
      <p role="alert" className="rounded-2xl border border-red-500/40 bg-red-500/10 px-4 py-10 text-center text-red-300">
        {t('history_load_error')}
      </p>
    );
  const { rows, has_more: hasMore, balance, balance_currency: unit } = statement.data;
  const filtered = filters !== NO_FILTERS;
  return (
    <div className="min-w-0">
      <PendingTopUps />
      <p className="mb-4 text-sm text-slate-400">
        {t('statement_balance_now')}:{' '}
        <span className="font-semibold text-white" data-testid="statement-balance">
          {formatStatementAmount(balance, unit, i18n.language || 'en')}
        </span>
      </p>
      <Filters value={filters} onChange={change} />
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-600 px-4 py-16 text-center text-slate-400">{t(filtered ? 'statement_empty' : 'account_no_transactions')}</p>
      ) : (
        <StatementTable rows={rows} unit={unit} orderHref={(id) => `/account/orders/${id}`} />
      )}
      <StatementPager page={page} hasMore={hasMore} onPage={setPage} />
    </div>
  );
}

import '../../i18n/accounts';
import '../../i18n/payments';
import { PAGE_SIZE, statementKinds, type MessageKey, type StatementKind } from '@skins/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../ui/spinner';
import { statementCsvUrl, statementQueryOptions, type StatementFilters } from './api/payments-calls';
import { formatDateTime } from '../../ui/format-date';
import { PendingTopUps } from './pending-top-ups';
import { paymentStatusKind, StatusIcon } from './status-icon';

const cell = 'px-3 py-3 align-middle';
const field = 'min-h-11 w-full rounded-xl border border-ink-600 bg-ink-900 px-3 text-sm text-slate-100 focus:border-sky-400 focus:outline-none';
const NO_FILTERS: StatementFilters = { kind: '', from: '', to: '' };

/**
 * BUDGET-12: below 768 px (spec §1 mobile layout) the table is a list of cards, each cell naming its
 * column, so every value is read on a phone without a sideways scroll; from 768 px the cells sit
 * under the table's header as usual and the names are gone (display none: not read twice).
 */
function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`flex min-w-0 flex-col gap-0.5 md:table-cell md:px-3 md:py-3 md:align-middle ${className}`}>
      <span className="text-xs font-normal tracking-wider text-slate-400 uppercase md:hidden">{label}</span>
      {children}
    </td>
  );
}

/** WALLET-10: an amount in the visitor's locale: an ISO currency by Intl's currency format, the balance's unit (Credits) after the number. */
function formatAmount(amount: number, currency: string, language: string, signed: boolean): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  if (/^[A-Z]{3}$/.test(currency)) return new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay }).format(amount);
  return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay }).format(amount)} ${currency}`;
}

// WALLET-12: a payout's methods too (sepa is a bank transfer; card_form the provider's card page).
const methodKey = (method: string): MessageKey | null => (['card', 'mbway', 'multibanco', 'balance', 'sepa', 'card_form'].includes(method) ? (`statement_method_${method}` as MessageKey) : null);

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
  const language = i18n.language || 'en';
  const money = (amount: number, currency: string, signed = false) => formatAmount(amount, currency, language, signed);
  const filtered = filters !== NO_FILTERS;
  return (
    <div className="min-w-0">
      <PendingTopUps />
      <p className="mb-4 text-sm text-slate-400">
        {t('statement_balance_now')}:{' '}
        <span className="font-semibold text-white" data-testid="statement-balance">
          {money(balance, unit)}
        </span>
      </p>
      <Filters value={filters} onChange={change} />
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-600 px-4 py-16 text-center text-slate-400">{t(filtered ? 'statement_empty' : 'account_no_transactions')}</p>
      ) : (
        <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-ink-700 md:bg-ink-900/80">
          <table className="block w-full text-left text-sm text-slate-200 md:table md:min-w-[48rem]">
            <thead className="hidden border-b border-ink-700 text-xs tracking-wider text-slate-400 uppercase md:table-header-group">
              <tr>
                <th className={cell}>{t('history_date')}</th>
                <th className={cell}>{t('statement_kind')}</th>
                <th className={cell}>{t('history_description')}</th>
                <th className={`${cell} text-right`}>{t('statement_amount')}</th>
                <th className={`${cell} text-right`}>{t('statement_balance_after')}</th>
                <th className={cell}>{t('history_status')}</th>
              </tr>
            </thead>
            <tbody className="flex flex-col gap-3 md:table-row-group">
              {rows.map((row) => {
                const method = row.payment_method ? methodKey(row.payment_method) : null;
                return (
                  <tr
                    key={row.id}
                    className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-ink-800 md:bg-transparent md:p-0 md:last:border-0"
                    data-testid="payment-row"
                    data-kind={row.kind}
                  >
                    <Cell label={t('history_date')} className="whitespace-nowrap">
                      {formatDateTime(row.created_at, language)}
                    </Cell>
                    <Cell label={t('statement_kind')}>
                      <span>{t(`statement_kind_${row.kind}`)}</span>
                    </Cell>
                    <Cell label={t('history_description')} className="col-span-2 break-words">
                      <div className="flex flex-col gap-0.5">
                        <span>{row.description}</span>
                        {method && <span className="text-xs text-slate-400">{t(method)}</span>}
                        {row.reason && <span className="text-xs text-amber-300">{t('statement_reason_text', { reason: row.reason })}</span>}
                        {/* WALLET-13: a payout to a card or bank account is no balance move, and the row says so. */}
                        {row.kind === 'offer_payout' && (
                          <span className="text-xs text-slate-400" data-testid="statement-payout-note">
                            {t('statement_payout_not_balance')}
                          </span>
                        )}
                        {row.order_id !== null && (
                          <Link to={`/account/orders/${row.order_id}`} className="text-xs text-sky-400 underline-offset-2 hover:underline">
                            {t('statement_order_link', { id: row.order_id })}
                          </Link>
                        )}
                      </div>
                    </Cell>
                    <Cell label={t('statement_amount')} className={`font-semibold whitespace-nowrap md:text-right ${row.amount < 0 ? 'text-red-400' : 'text-emerald-400'}`}>
                      <span data-testid="statement-amount">{money(row.amount, row.currency, true)}</span>
                    </Cell>
                    <Cell label={t('statement_balance_after')} className="whitespace-nowrap md:text-right">
                      <span data-testid="statement-running-balance">{money(row.balance_after, unit)}</span>
                      {!row.moves_balance && <span className="text-xs text-slate-500">{t('statement_balance_unchanged')}</span>}
                    </Cell>
                    <Cell label={t('history_status')}>
                      <StatusIcon kind={paymentStatusKind(row.status)} text={t(`statement_status_${row.status}`)} />
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || hasMore) && (
        <nav className="mt-4 flex justify-between gap-3" aria-label={t('statement_filters')}>
          <button type="button" className="min-h-11 rounded-xl border border-ink-600 px-4 text-sm disabled:opacity-40" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('statement_newer')}
          </button>
          <button type="button" className="min-h-11 rounded-xl border border-ink-600 px-4 text-sm disabled:opacity-40" disabled={!hasMore} onClick={() => setPage(page + 1)}>
            {t('statement_older')}
          </button>
        </nav>
      )}
    </div>
  );
}

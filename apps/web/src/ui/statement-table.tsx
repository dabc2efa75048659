import '../i18n/payments';
import type { MessageKey, StatementRow } from '@skins/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from './format-date';
import { paymentStatusKind, StatusIcon } from './status-icon';

const cell = 'px-3 py-3 align-middle';

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
export function formatStatementAmount(amount: number, currency: string, language: string, signed = false): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  if (/^[A-Z]{3}$/.test(currency)) return new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay }).format(amount);
  return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay }).format(amount)} ${currency}`;
}

// WALLET-12: a payout's methods too (sepa is a bank transfer; card_form the provider's card page).
const methodKey = (method: string): MessageKey | null => (['card', 'mbway', 'multibanco', 'balance', 'sepa', 'card_form'].includes(method) ? (`statement_method_${method}` as MessageKey) : null);

/**
 * WALLET-10, WALLET-12, WALLET-13: the rows of a wallet statement (newest first) with the running
 * balance in `unit`: the customer's own tab and (OPS-172) the back office's customer page, each
 * linking an order where it opens (`orderHref`).
 */
export function StatementTable({ rows, unit, orderHref }: { rows: StatementRow[]; unit: string; orderHref: (orderId: number) => string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language || 'en';
  const money = (amount: number, currency: string, signed = false) => formatStatementAmount(amount, currency, language, signed);
  return (
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
                      <Link to={orderHref(row.order_id)} className="text-xs text-sky-400 underline-offset-2 hover:underline">
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
  );
}

/** WALLET-6: Newer and Older, as a statement has no total (has_more says whether an older page exists); nothing when all fits one page. */
export function StatementPager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="mt-4 flex justify-between gap-3" aria-label={t('statement_filters')}>
      <button type="button" className="min-h-11 rounded-xl border border-ink-600 px-4 text-sm disabled:opacity-40" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('statement_newer')}
      </button>
      <button type="button" className="min-h-11 rounded-xl border border-ink-600 px-4 text-sm disabled:opacity-40" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('statement_older')}
      </button>
    </nav>
  );
}

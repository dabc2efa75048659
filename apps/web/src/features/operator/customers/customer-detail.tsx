import { PAGE_SIZE, type LedgerEntry, type messagesOperatorEn } from '@skins/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage, inputClass } from '../../../ui/field';
import { PageSpinner } from '../../../ui/spinner';
import { useSetCustomerBlocked } from '../api/block-customer';
import { useBalanceChanges } from '../api/balance-changes-calls';
import { adjustCustomerBalance, resendVerification, verifyCustomerEmail } from '../api/customer-help';
import { useCustomer } from '../api/get-customer';
import { useLedger } from '../api/get-ledger';
import { useStaffRole } from '../api/staff-role';
import { useActed } from '../api/use-acted';
import { toast } from '../../../ui/toast';
import { signedCredits, when } from '../components/format';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { mayDo, mayOpen } from '../sections';
import { CustomerErase } from './customer-erase';
import { CustomerOffers, CustomerPayouts, CustomerStatement } from './customer-parts';

const linkClass = 'text-sm text-accent-300 underline-offset-4 hover:underline';

/** OPS-172: the parts of the customer's page below the profile, as `?part=` (none: the ledger). */
const PARTS = ['ledger', 'offers', 'payouts', 'statement'] as const;
const PART_KEY = ['part'] as const;
const partLabel: Record<(typeof PARTS)[number], keyof typeof messagesOperatorEn> = { ledger: 'op_ledger', offers: 'op_customer_offers', payouts: 'op_customer_payouts', statement: 'op_customer_statement' };

/**
 * OPS-93: one customer: balance, orders, block state with block / unblock (a reason, confirmed), and the ledger.
 * OPS-115: whether the email is verified; if not, a fresh link can be mailed or the address marked verified (a reason).
 * OPS-116: credits added to the balance or taken back (an amount and a reason).
 * OPS-135: not for an operator account (the button is off and says why). OPS-134: the changes waiting for a second operator are listed.
 * GDPR-WEB-3: the owner erases the customer's personal data on their request.
 * OPS-172: below, the ledger, the customer's offers, payouts and wallet statement, one tab at a time.
 */
export default function CustomerDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const params = useListParams(PART_KEY);
  // STAFF-WEB-1: a role sees the parts whose sections it may open (support has no payouts).
  const role = useStaffRole().data;
  const parts = PARTS.filter((p) => (p === 'offers' || p === 'payouts' ? mayOpen(role, p) : true));
  const part = parts.find((p) => p === params.filters.part) ?? 'ledger';
  const ledger = useLedger(id, params.page);
  const pending = useBalanceChanges({ page: 1, status: 'pending', user_id: id });
  const block = useSetCustomerBlocked(id);
  const [asking, setAsking] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const operatorNoteId = useId();
  const acted = useActed();
  if (customer.isPending) return <PageSpinner />;
  if (customer.error || !customer.data) return <FormMessage>{errorMessage(customer.error, t('op_load_failed'))}</FormMessage>;
  const c = customer.data;
  const who = c.email ?? c.steamid ?? `#${c.id}`;
  const blocked = c.blocked_at !== null;
  const operatorAccount = c.role === 'operator';
  const waiting = pending.data?.payload ?? [];
  const columns: Column<LedgerEntry>[] = [
    { header: t('op_ledger_when'), cell: (e) => when(e.created_at) },
    { header: t('op_ledger_change'), cell: (e) => signedCredits(e.delta) },
    { header: t('op_ledger_after'), cell: (e) => e.balance_after.toFixed(2) },
    { header: t('op_ledger_reason'), cell: (e) => <CellText>{e.reason}</CellText> },
    { header: t('op_ledger_ref'), cell: (e) => `${e.ref_type} #${e.ref_id}` },
  ];
  return (
    <div className="flex flex-col gap-5">
      <Link to="/operator/customers" className={linkClass}>
        {t('op_back_to_list')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_customer', { id: c.id })}</h2>
        <StatusBadge status={blocked ? 'blocked' : 'active'} label={t(blocked ? 'op_customer_blocked' : 'op_customer_active')} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-400">{t('op_customer_email')}</dt>
        <dd className="text-slate-200">{c.email ?? '—'}</dd>
        <dt className="text-slate-400">{t('op_customer_email_state')}</dt>
        <dd className={c.email_verified ? 'text-slate-200' : 'text-amber-300'} data-testid="customer-email-state">
          {t(c.email_verified ? 'op_customer_email_verified' : 'op_customer_email_unverified')}
        </dd>
        <dt className="text-slate-400">{t('op_customer_name')}</dt>
        <dd className="text-slate-200">{`${c.name} ${c.surname}`.trim() || '—'}</dd>
        <dt className="text-slate-400">{t('op_customer_phone')}</dt>
        <dd className="text-slate-200">{c.phone ?? '—'}</dd>
        <dt className="text-slate-400">{t('op_customer_steam')}</dt>
        <dd className="text-slate-200 [overflow-wrap:anywhere]" data-testid="customer-trade-link">
          {c.steam_trade_link ? (
            <a href={c.steam_trade_link} target="_blank" rel="noreferrer noopener" className={linkClass}>
              {c.steam_trade_link}
            </a>
          ) : (
            '—'
          )}
          {c.steamid && <span className="block text-xs text-slate-400">{t('op_customer_steamid', { id: c.steamid })}</span>}
        </dd>
        <dt className="text-slate-400">{t('op_customer_balance')}</dt>
        <dd className="text-slate-200" data-testid="customer-balance">
          {c.balance.toFixed(2)}
        </dd>
        <dt className="text-slate-400">{t('op_customer_orders')}</dt>
        <dd>
          <Link to={`/operator/orders?q=${encodeURIComponent(c.email ?? String(c.id))}`} className={linkClass}>
            {c.orders_count} · {t('op_customer_orders_link')}
          </Link>
        </dd>
        <dt className="text-slate-400">{t('op_customer_joined')}</dt>
        <dd className="text-slate-200">{when(c.created_at)}</dd>
        {blocked && (
          <>
            <dt className="text-slate-400">{t('op_customer_state')}</dt>
            <dd className="text-red-300">{t('op_customer_blocked_because', { reason: c.blocked_reason ?? '' })}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {mayDo(role, 'customers.block') && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t(blocked ? 'op_customer_unblock' : 'op_customer_block')}
          </Button>
        )}
        {mayDo(role, 'customers.adjust_balance') && (
          <Button variant="secondary" onClick={() => setAdjusting(true)} disabled={operatorAccount} aria-describedby={operatorAccount ? operatorNoteId : undefined}>
            {t('op_customer_adjust')}
          </Button>
        )}
        {!c.email_verified && c.email && mayDo(role, 'customers.email_help') && (
          <>
            <Button variant="secondary" onClick={() => void acted(() => resendVerification(id)).catch((e: unknown) => toast.error(errorMessage(e, t('op_load_failed'))))}>
              {t('op_customer_resend_verification')}
            </Button>
            <Button variant="secondary" onClick={() => setVerifying(true)}>
              {t('op_customer_verify_email')}
            </Button>
          </>
        )}
        <CustomerErase customer={c} allowed={mayDo(role, 'customers.erase') && !operatorAccount} />
      </div>
      {operatorAccount && (
        <p id={operatorNoteId} className="text-sm text-amber-300">
          {t('op_customer_adjust_operator')}
        </p>
      )}
      {waiting.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby={`${operatorNoteId}-pending`}>
          <h3 id={`${operatorNoteId}-pending`} className="font-semibold text-white">
            {t('op_customer_pending_changes')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm text-slate-200 [overflow-wrap:anywhere]" data-testid="customer-pending-changes">
            {waiting.map((p) => (
              <li key={p.id}>{t('op_customer_pending_change', { amount: signedCredits(p.amount), reason: p.reason, who: p.requested_by_email ?? `#${p.requested_by}`, when: when(p.created_at) })}</li>
            ))}
          </ul>
          <Link to="/operator/customers/balance-changes" className={linkClass}>
            {t('op_balance_changes')}
          </Link>
        </section>
      )}
      <ReasonDialog
        open={adjusting}
        title={t('op_customer_adjust_title', { who })}
        message={t('op_customer_adjust_text', { balance: c.balance.toFixed(2) })}
        confirmLabel={t('op_customer_adjust')}
        required
        onClose={() => {
          setAdjusting(false);
          setAmount('');
        }}
        onConfirm={(reason) => acted(() => adjustCustomerBalance(id, amount.replace(',', '.').trim(), reason))}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium text-slate-300">
            {t('op_customer_adjust_amount')}
          </label>
          <input id={amountId} value={amount} inputMode="decimal" autoComplete="off" onChange={(e) => setAmount(e.target.value)} className={inputClass} />
        </div>
      </ReasonDialog>
      <ReasonDialog
        open={verifying}
        title={t('op_customer_verify_email_title', { who })}
        message={t('op_customer_verify_email_text')}
        confirmLabel={t('op_customer_verify_email')}
        required
        onClose={() => setVerifying(false)}
        onConfirm={(reason) => acted(() => verifyCustomerEmail(id, reason))}
      />
      <ReasonDialog
        open={asking}
        title={t(blocked ? 'op_customer_unblock_title' : 'op_customer_block_title', { who })}
        message={t(blocked ? 'op_customer_unblock_text' : 'op_customer_block_text')}
        confirmLabel={t(blocked ? 'op_customer_unblock' : 'op_customer_block')}
        destructive={!blocked}
        required
        onClose={() => setAsking(false)}
        onConfirm={(reason) => block.mutateAsync({ blocked: !blocked, reason })}
      />
      <section className="flex flex-col gap-3" aria-labelledby={`${operatorNoteId}-parts`}>
        <h3 id={`${operatorNoteId}-parts`} className="sr-only">
          {t('op_customer_parts')}
        </h3>
        {/* OPS-172: one part at a time (each pages with the URL's page), the ledger first. */}
        <div role="tablist" aria-label={t('op_customer_parts')} className="flex flex-wrap gap-1 border-b border-ink-700">
          {parts.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              id={`${operatorNoteId}-tab-${p}`}
              aria-selected={part === p}
              aria-controls={`${operatorNoteId}-panel`}
              onClick={() => params.change({ part: p === 'ledger' ? '' : p })}
              className={`min-h-11 px-3 text-sm font-medium ${part === p ? 'border-b-2 border-accent-400 text-white' : 'text-slate-400 hover:text-slate-200'}`}
            >
              {t(partLabel[p])}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${operatorNoteId}-panel`} aria-labelledby={`${operatorNoteId}-tab-${part}`}>
          {part === 'offers' ? (
            <CustomerOffers id={id} params={params} />
          ) : part === 'payouts' ? (
            <CustomerPayouts id={id} params={params} />
          ) : part === 'statement' ? (
            <CustomerStatement id={id} params={params} />
          ) : (
            <PagedTable caption={t('op_ledger')} params={params} columns={columns} rowKey={(e) => e.id} query={ledger} pageSize={PAGE_SIZE.operator} empty={t('op_ledger_empty')} />
          )}
        </div>
      </section>
    </div>
  );
}

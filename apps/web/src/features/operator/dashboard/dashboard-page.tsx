import { formatMoney, type OperatorDashboard } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { PageSpinner } from '../../../ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { useStaffRole } from '../api/staff-role';
import { mayOpen } from '../sections';
import { card } from './card';
import { ShopDays } from './shop-days';

/** Each queue, its name and where it is worked (null: no section yet). */
const QUEUES = [
  ['offers_pending', 'op_q_offers_pending', '/operator/offers?status=pending'],
  ['offers_awaiting_item', 'op_q_offers_awaiting_item', '/operator/offers?status=awaiting_item'],
  ['offers_ready_for_payout', 'op_q_offers_ready_for_payout', '/operator/offers?status=ready_for_payout'],
  ['payouts_processing', 'op_q_payouts_processing', '/operator/payouts?status=processing'],
  ['payout_conflicts', 'op_q_payout_conflicts', '/operator/payout-conflicts'],
  ['deliveries_failed', 'op_q_deliveries_failed', '/operator/deliveries'],
  ['prompts_requested', 'op_q_prompts_requested', '/operator/prompts?status=requested'],
  ['support_messages', 'op_q_support_messages', null],
  ['balance_changes_pending', 'op_q_balance_changes_pending', '/operator/customers/balance-changes'],
] as const satisfies readonly (readonly [keyof OperatorDashboard['queues'], string, string | null])[];

/** OPS-40: the back office's first view: what waits in each queue (a new offer shows here), today's sales and top-ups; OPS-194: the shop's days over a range. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const role = useStaffRole().data;
  if (dashboard.isPending) return <PageSpinner />;
  if (!dashboard.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage>{errorMessage(dashboard.error, t('op_load_failed'))}</FormMessage>
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          {t('op_retry')}
        </Button>
      </div>
    );
  }
  const { queues, today } = dashboard.data;
  const tally = (x: { count: number; sum: number }) => t('op_tally', { count: x.count, sum: formatMoney(x.sum, 'EUR') });
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-white">{t('op_dashboard')}</h2>
      <section aria-labelledby="op-queues" className="flex flex-col gap-3">
        <h3 id="op-queues" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
          {t('op_queues')}
        </h3>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {QUEUES.map(([key, label, to]) => (
            <li key={key} className={`${card} relative`} data-queue={key}>
              {/* STAFF-WEB-1: a queue links to its section only for a role that may open it (the count shows to all). */}
              {to && (role === undefined || mayOpen(role, to.slice('/operator/'.length).split('?')[0] ?? '')) ? (
                // The whole card is the link to its queue.
                <Link to={to} className="text-sm text-slate-300 after:absolute after:inset-0 after:rounded-xl hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400">
                  {t(label)}
                </Link>
              ) : (
                <span className="text-sm text-slate-300">{t(label)}</span>
              )}
              <span className="text-3xl font-semibold text-white">{queues[key]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="op-today" className="flex flex-col gap-3">
        <h3 id="op-today" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
          {t('op_today')}
        </h3>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className={card} data-today="sales">
            <dt className="text-sm text-slate-300">{t('op_sales')}</dt>
            <dd className="text-xl font-semibold text-white">{tally(today.sales)}</dd>
          </div>
          <div className={card} data-today="refunds">
            <dt className="text-sm text-slate-300">{t('op_refunds_today')}</dt>
            <dd className="text-xl font-semibold text-white">{tally(today.refunds)}</dd>
          </div>
          <div className={card} data-today="top_ups">
            <dt className="text-sm text-slate-300">{t('op_top_ups')}</dt>
            <dd className="text-xl font-semibold text-white">{tally(today.top_ups)}</dd>
          </div>
        </dl>
      </section>
      <ShopDays />
    </div>
  );
}

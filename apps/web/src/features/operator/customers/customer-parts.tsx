import { formatMoney, PAGE_SIZE, type OperatorOffer, type OperatorPayout } from '@skins/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { formatStatementAmount, StatementPager, StatementTable } from '../../../ui/statement-table';
import { customerStatementPath, useCustomerStatement } from '../api/get-customer-statement';
import { useOperatorOffers } from '../api/offers-calls';
import { useOperatorPayouts } from '../api/payouts-calls';
import { csvUrl, ExportCsvLink } from '../components/export-link';
import { when } from '../components/format';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { StatusBadge } from '../components/status-badge';
import type { useListParams } from '../components/use-list-params';

type Params = ReturnType<typeof useListParams>;
const linkClass = 'text-accent-300 underline-offset-4 hover:underline';

/** OPS-172: the customer's offers (OPS-170), newest first; each id opens the offers section searched for that offer. */
export function CustomerOffers({ id, params }: { id: number; params: Params }) {
  const { t } = useTranslation();
  const query = useOperatorOffers({ q: '', status: '', page: params.page, user_id: id });
  const columns: Column<OperatorOffer>[] = [
    {
      header: t('op_col_id'),
      cell: (o) => (
        <Link to={`/operator/offers?q=${o.id}`} className={linkClass} aria-label={t('op_customer_offer_open', { id: o.id })}>
          #{o.id}
        </Link>
      ),
    },
    { header: t('op_col_item'), cell: (o) => <CellText>{o.title}</CellText> },
    { header: t('op_col_status'), cell: (o) => <StatusBadge status={o.status} /> },
    {
      header: t('op_col_price'),
      cell: (o) => (
        <div className="flex flex-col text-xs whitespace-nowrap">
          <span>{t('op_offer_asked', { price: formatMoney(o.user_price, o.currency) })}</span>
          {o.service_price !== null && <span>{t('op_offer_quoted', { price: formatMoney(o.service_price, o.currency) })}</span>}
        </div>
      ),
    },
    { header: t('op_col_date'), cell: (o) => when(o.created_at) },
  ];
  return (
    <PagedTable
      caption={t('op_customer_offers')}
      params={params}
      columns={columns}
      rowKey={(o) => o.id}
      query={query}
      pageSize={PAGE_SIZE.operator}
      empty={t('op_customer_offers_empty')}
      exportHref={csvUrl('/operator/offers.csv', { user_id: id })}
    />
  );
}

/** OPS-172: the customer's payouts (OPS-170), newest first. */
export function CustomerPayouts({ id, params }: { id: number; params: Params }) {
  const { t } = useTranslation();
  const query = useOperatorPayouts({ q: '', status: '', page: params.page, user_id: id });
  const columns: Column<OperatorPayout>[] = [
    { header: t('op_col_id'), cell: (p) => `#${p.id}` },
    { header: t('op_col_amount'), cell: (p) => <span className="whitespace-nowrap">{formatMoney(p.amount, p.currency)}</span> },
    { header: t('op_payout_method'), cell: (p) => p.method },
    { header: t('op_col_status'), cell: (p) => <StatusBadge status={p.status} /> },
    { header: t('op_col_date'), cell: (p) => when(p.created_at) },
  ];
  return (
    <PagedTable
      caption={t('op_customer_payouts')}
      params={params}
      columns={columns}
      rowKey={(p) => p.id}
      query={query}
      pageSize={PAGE_SIZE.operator}
      empty={t('op_customer_payouts_empty')}
      exportHref={csvUrl('/operator/payouts.csv', { user_id: id })}
    />
  );
}

/** OPS-172: the customer's wallet statement (OPS-171) in the rows of the customer's own statement tab (ui/statement-table.tsx), Newer and Older. */
export function CustomerStatement({ id, params }: { id: number; params: Params }) {
  const { t, i18n } = useTranslation();
  const statement = useCustomerStatement(id, params.page, PAGE_SIZE.operator);
  let body: ReactNode;
  if (statement.isPending)
    body = (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  else if (statement.isError)
    body = (
      <div className="flex flex-col items-start gap-3">
        <FormMessage>{errorMessage(statement.error, t('op_load_failed'))}</FormMessage>
        <Button variant="secondary" onClick={() => void statement.refetch()}>
          {t('op_retry')}
        </Button>
      </div>
    );
  else {
    const { rows, has_more: hasMore, balance, balance_currency: unit } = statement.data;
    body = (
      <>
        <p className="text-sm text-slate-400" data-testid="customer-statement-balance">
          {t('op_customer_statement_balance', { balance: formatStatementAmount(balance, unit, i18n.language || 'en') })}
        </p>
        {rows.length === 0 ? <p className="py-6 text-sm text-slate-400">{t('op_customer_statement_empty')}</p> : <StatementTable rows={rows} unit={unit} orderHref={(order) => `/operator/orders/${order}`} />}
        <StatementPager page={params.page} hasMore={hasMore} onPage={(page) => params.change({ page })} />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ExportCsvLink href={csvUrl(`${customerStatementPath(id)}.csv`, {})} />
      {body}
    </div>
  );
}

import { PAGE_SIZE, type OperatorCustomer } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomers } from '../api/get-customers';
import { when } from '../components/format';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { csvUrl } from '../components/export-link';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { useStaffRole } from '../api/staff-role';
import { mayDo } from '../sections';

const FILTERS = ['blocked', ...DAY_RANGE_KEYS] as const;

/** OPS-93: customers searched by email, id or Steam id, blocked or not, paged; each opens its detail. */
export default function CustomersList() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  // STAFF-WEB-4: the export is finance's; support reads the list.
  const mayExport = mayDo(useStaffRole().data, 'customers.export');
  const days = listDays(params);
  const query = useCustomers({ page: params.page, q: params.q, blocked: params.filters.blocked ?? '', ...days });
  const columns: Column<OperatorCustomer>[] = [
    {
      header: t('op_customer_email'),
      cell: (c) => (
        <Link to={`/operator/customers/${c.id}`} className="font-medium text-accent-300 underline-offset-4 hover:underline">
          {c.email ?? c.steamid ?? `#${c.id}`}
        </Link>
      ),
    },
    { header: t('op_customer_name'), cell: (c) => <CellText>{`${c.name} ${c.surname}`.trim() || '—'}</CellText> },
    { header: t('op_customer_balance'), cell: (c) => c.balance.toFixed(2) },
    { header: t('op_customer_state'), cell: (c) => <StatusBadge status={c.blocked_at === null ? 'active' : 'blocked'} label={t(c.blocked_at === null ? 'op_customer_active' : 'op_customer_blocked')} /> },
    { header: t('op_customer_joined'), cell: (c) => when(c.created_at) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_customers')}</h2>
        {/* OPS-134: the changes waiting for a second operator. */}
        <Link to="/operator/customers/balance-changes" className="text-sm text-accent-300 underline-offset-4 hover:underline">
          {t('op_balance_changes')}
        </Link>
      </div>
      <PagedTable
        caption={t('op_customers')}
        params={params}
        searchLabel={t('op_customers_search')}
        dayRange
        filters={[
          {
            key: 'blocked',
            label: t('op_customer_blocked_filter'),
            options: [
              { value: 'true', label: t('op_yes') },
              { value: 'false', label: t('op_no') },
            ],
          },
        ]}
        columns={columns}
        rowKey={(c) => c.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
        exportHref={mayExport ? csvUrl('/operator/customers.csv', { q: params.q, blocked: params.filters.blocked, ...days }) : undefined}
      />
    </div>
  );
}

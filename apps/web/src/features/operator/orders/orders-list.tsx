import { PAGE_SIZE, type OperatorOrder } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../api/get-orders';
import { euros, when } from '../components/format';
import { csvUrl } from '../components/export-link';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { PagedTable, type Column } from '../components/paged-table';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { orderStatusOptions } from './order-status-options';
import { useStaffRole } from '../api/staff-role';
import { mayDo } from '../sections';

const FILTERS = ['status', ...DAY_RANGE_KEYS] as const;

/** OPS-92: orders searched by id, email or trade link, filtered by status, paged; each opens its detail. */
export default function OrdersList() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  // STAFF-WEB-4: the export is finance's; support reads the list.
  const mayExport = mayDo(useStaffRole().data, 'orders.export');
  const days = listDays(params);
  const query = useOrders({ page: params.page, q: params.q, status: params.filters.status ?? '', ...days });
  const columns: Column<OperatorOrder>[] = [
    {
      header: t('op_order_id'),
      cell: (o) => (
        <Link to={`/operator/orders/${o.id}`} className="font-medium text-accent-300 underline-offset-4 hover:underline">
          #{o.id}
        </Link>
      ),
    },
    { header: t('op_order_customer'), cell: (o) => o.email },
    { header: t('op_order_status'), cell: (o) => <StatusBadge status={o.status} /> },
    { header: t('op_order_total'), cell: (o) => euros(o.total) },
    { header: t('op_order_refunded'), cell: (o) => (o.refunded === null ? '—' : euros(o.refunded)) },
    { header: t('op_order_created'), cell: (o) => when(o.created_at) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_orders')}</h2>
      <PagedTable
        caption={t('op_orders')}
        params={params}
        searchLabel={t('op_orders_search')}
        filters={[{ key: 'status', label: t('op_order_status'), options: orderStatusOptions }]}
        dayRange
        columns={columns}
        rowKey={(o) => o.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
        exportHref={mayExport ? csvUrl('/operator/orders.csv', { q: params.q, status: params.filters.status, ...days }) : undefined}
      />
    </div>
  );
}

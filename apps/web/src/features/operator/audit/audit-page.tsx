import { PAGE_SIZE, type AuditEntry } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { useAudit } from '../api/get-audit';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { PagedTable, type Column } from '../components/paged-table';
import { csvUrl } from '../components/export-link';
import { useListParams } from '../components/use-list-params';

const FILTERS = ['action', 'target_type', 'target_id', ...DAY_RANGE_KEYS] as const;

/** A logged value as compact JSON (an absent value as a dash). */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : <code className="text-xs break-all text-slate-300">{JSON.stringify(value)}</code>);

/** OPS-43: the audit log (OPS-30) in the back office, newest first, filtered by action and target; read only. */
export default function AuditPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = useAudit({ page: params.page, action: params.filters.action ?? '', target_type: params.filters.target_type ?? '', target_id: params.filters.target_id ?? '', ...listDays(params) });
  const columns: Column<AuditEntry>[] = [
    { header: t('op_audit_when'), cell: (e) => <time dateTime={e.at}>{e.at.replace('T', ' ').slice(0, 19)}</time> },
    { header: t('op_audit_who'), cell: (e) => e.actor_email ?? t('op_audit_shop') },
    { header: t('op_audit_action'), cell: (e) => <code className="text-xs">{e.action}</code> },
    { header: t('op_audit_target'), cell: (e) => `${e.target_type} #${e.target_id}` },
    { header: t('op_audit_before'), cell: (e) => shown(e.before) },
    { header: t('op_audit_after'), cell: (e) => shown(e.after) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_audit')}</h2>
      <PagedTable
        caption={t('op_audit')}
        params={params}
        filters={[
          { key: 'action', label: t('op_audit_filter_action') },
          { key: 'target_type', label: t('op_audit_filter_target_type') },
          { key: 'target_id', label: t('op_audit_filter_target_id') },
        ]}
        dayRange
        columns={columns}
        rowKey={(e) => e.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
        exportHref={csvUrl('/operator/audit.csv', params.filters)}
      />
    </div>
  );
}

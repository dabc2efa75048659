import { mailKindValues, PAGE_SIZE, type OperatorMail } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMails } from '../api/mails-calls';
import { when } from '../components/format';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { useListParams } from '../components/use-list-params';
import { MailState } from './mail-state';

const FILTERS = ['kind', 'state', ...DAY_RANGE_KEYS] as const;

/** MAIL-9: the mail log, newest first: searched by recipient or subject, filtered by kind, state and days; each row opens the mail. */
export default function MailsList() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const f = params.filters;
  const query = useMails({ page: params.page, q: params.q, kind: f.kind ?? '', state: f.state ?? '', ...listDays(params) });
  const columns: Column<OperatorMail>[] = [
    {
      header: t('op_mail_subject'),
      cell: (m) => (
        <Link to={`/operator/mails/${m.id}`} className="font-medium text-accent-300 underline-offset-4 hover:underline">
          <CellText wide>{m.subject}</CellText>
        </Link>
      ),
    },
    { header: t('op_mail_recipient'), cell: (m) => <CellText>{m.to}</CellText> },
    { header: t('op_mail_kind'), cell: (m) => m.kind },
    { header: t('op_mail_state'), cell: (m) => <MailState state={m.state} /> },
    { header: t('op_mail_created'), cell: (m) => when(m.created_at) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_mails')}</h2>
      <PagedTable
        caption={t('op_mails')}
        params={params}
        searchLabel={t('op_mails_search')}
        filters={[
          { key: 'kind', label: t('op_mail_kind'), options: mailKindValues.map((k) => ({ value: k, label: k.replaceAll('_', ' ') })) },
          { key: 'state', label: t('op_mail_state'), options: [{ value: 'sent', label: t('op_mail_state_sent') }, { value: 'failed', label: t('op_mail_state_failed') }] },
        ]}
        dayRange
        columns={columns}
        rowKey={(m) => m.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
      />
    </div>
  );
}

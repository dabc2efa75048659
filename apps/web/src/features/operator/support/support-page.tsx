import { PAGE_SIZE, type OperatorSupportMessage } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useSupport } from '../api/get-support';
import { useMarkAnswered } from '../api/mark-answered';
import { when } from '../components/format';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { useListParams } from '../components/use-list-params';

const FILTERS = ['answered'] as const;

/** OPS-94: support messages, newest first, answered or not; one is marked answered (who and when). */
export default function SupportPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = useSupport({ page: params.page, answered: params.filters.answered ?? '' });
  const mark = useMarkAnswered();
  const columns: Column<OperatorSupportMessage>[] = [
    { header: t('op_support_received'), cell: (m) => when(m.created_at) },
    {
      header: t('op_support_from'),
      cell: (m) => (
        <a href={`mailto:${m.email}`} className="text-accent-300 underline-offset-4 hover:underline">
          {`${m.name} ${m.surname}`} &lt;{m.email}&gt;
        </a>
      ),
    },
    { header: t('op_support_topic'), cell: (m) => <CellText>{m.topic}</CellText> },
    {
      header: t('op_support_message'),
      cell: (m) => (
        <CellText wide className="whitespace-pre-wrap">
          {m.message}
        </CellText>
      ),
    },
    {
      header: t('op_support_state'),
      cell: (m) =>
        m.answered_at === null ? (
          <Button variant="secondary" className="h-8 px-3" disabled={mark.isPending} onClick={() => mark.mutate(m.id)} aria-label={`${t('op_support_mark')}: ${m.topic}`}>
            {t('op_support_mark')}
          </Button>
        ) : (
          t('op_support_answered_by', { who: m.answered_by ?? '—', when: when(m.answered_at) })
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_support')}</h2>
      <PagedTable
        caption={t('op_support')}
        params={params}
        filters={[
          {
            key: 'answered',
            label: t('op_support_answered_filter'),
            options: [
              { value: 'true', label: t('op_yes') },
              { value: 'false', label: t('op_no') },
            ],
          },
        ]}
        columns={columns}
        rowKey={(m) => m.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
      />
    </div>
  );
}

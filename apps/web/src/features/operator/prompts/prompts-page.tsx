import { formatMoney, offerQualityLabel, PAGE_SIZE, promptStatusValues, type OperatorPrompt } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { answerPrompt, useOperatorPrompts } from '../api/prompts-calls';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { useQueueActions } from '../components/queue-actions';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';

type Kind = 'fulfil' | 'refuse';

const FILTERS = ['status', ...DAY_RANGE_KEYS] as const;
const eur = (n: number) => formatMoney(n, 'EUR');

/** OPS-52: the skin requests queue: status filter and paging; a requested one is fulfilled with a catalogue item id or refused with a note. */
export default function PromptsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = useOperatorPrompts({ q: params.q, status: params.filters.status ?? '', ...listDays(params), page: params.page });
  const { open, close, button, acted } = useQueueActions<Kind, OperatorPrompt>();
  const columns: Column<OperatorPrompt>[] = [
    { header: t('op_col_id'), cell: (p) => `#${p.id}` },
    { header: t('op_col_created'), cell: (p) => new Date(p.created_at * 1000).toISOString().slice(0, 16).replace('T', ' ') },
    { header: t('op_col_customer'), cell: (p) => p.email ?? `#${p.user_id}` },
    {
      header: t('op_col_item'),
      cell: (p) => (
        <div className="flex flex-col">
          <CellText className="font-medium text-white">{p.title}</CellText>
          <span className="text-xs text-slate-400">{offerQualityLabel(p.quality)}</span>
          <span className="text-xs text-slate-400">{t('op_prompt_max', { price: eur(p.max_price) })}</span>
        </div>
      ),
    },
    {
      header: t('op_col_status'),
      cell: (p) => (
        <div className="flex flex-col gap-1">
          <StatusBadge status={p.status} />
          {p.note && <CellText className="text-xs text-slate-400">{t('op_prompt_note', { note: p.note })}</CellText>}
        </div>
      ),
    },
    {
      header: t('op_actions'),
      cell: (p) =>
        p.status === 'requested' && (
          <div className="flex flex-wrap gap-1">
            {button('fulfil', p, t('op_fulfil'))}
            {button('refuse', p, t('op_refuse'))}
          </div>
        ),
    },
  ];
  const prompt = open?.row;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_prompts')}</h2>
      <PagedTable
        caption={t('op_prompts')}
        params={params}
        searchLabel={t('op_prompts_search')}
        filters={[{ key: 'status', label: t('op_status'), options: promptStatusValues.map((s) => ({ value: s, label: s })) }]}
        dayRange
        columns={columns}
        rowKey={(p) => p.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
      />
      {prompt && (
        <>
          <ReasonDialog
            open={open.kind === 'fulfil'}
            title={t('op_fulfil_title', { id: prompt.id })}
            message={t('op_fulfil_text', { price: eur(prompt.max_price) })}
            label={t('op_fulfil_item')}
            kind="line"
            inputMode="numeric"
            required
            confirmLabel={t('op_fulfil')}
            onConfirm={(itemId) => acted(() => answerPrompt(prompt.id, { kind: 'fulfil', itemId }))}
            onClose={close}
          />
          <ReasonDialog
            open={open.kind === 'refuse'}
            title={t('op_refuse_title', { id: prompt.id })}
            label={t('op_refuse_note')}
            destructive
            confirmLabel={t('op_refuse')}
            onConfirm={(note) => acted(() => answerPrompt(prompt.id, { kind: 'refuse', note }))}
            onClose={close}
          />
        </>
      )}
    </div>
  );
}

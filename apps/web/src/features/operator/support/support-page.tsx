import { PAGE_SIZE, SUPPORT_REPLY_MAX, type OperatorSupportMessage } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { bulkSupport } from '../api/bulk-calls';
import { useSupport } from '../api/get-support';
import { useMarkAnswered } from '../api/mark-answered';
import { replyToSupport } from '../api/reply-to-support';
import { useActed } from '../api/use-acted';
import { BulkBar, BulkResult, useBulk } from '../components/bulk-actions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { when } from '../components/format';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { ReasonDialog } from '../components/reason-dialog';
import { RowButton } from '../components/row-button';
import { useListParams } from '../components/use-list-params';

const FILTERS = ['answered', ...DAY_RANGE_KEYS] as const;

/**
 * OPS-94: support messages, newest first, answered or not; one is marked answered (who and when).
 * OPS-124: a message is replied to from here (mailed by the shop, toasted) and its replies are listed under it.
 * OPS-185: several are answered with one reply, or closed, at once.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = useSupport({ page: params.page, q: params.q, answered: params.filters.answered ?? '', ...listDays(params) });
  const mark = useMarkAnswered();
  const acted = useActed();
  const [replying, setReplying] = useState<OperatorSupportMessage | null>(null);
  const bulk = useBulk();
  const [bulkOpen, setBulkOpen] = useState<'answer' | 'close' | null>(null);
  const count = bulk.selected.size;
  const columns: Column<OperatorSupportMessage>[] = [
    { header: t('op_support_received'), cell: (m) => when(m.created_at) },
    { header: t('op_support_from'), cell: (m) => <CellText>{`${m.name} ${m.surname} <${m.email}>`}</CellText> },
    { header: t('op_support_topic'), cell: (m) => <CellText>{m.topic}</CellText> },
    {
      header: t('op_support_message'),
      cell: (m) => (
        <div className="flex flex-col gap-2">
          <CellText wide className="whitespace-pre-wrap">
            {m.message}
          </CellText>
          {m.replies.length > 0 && (
            <ul aria-label={t('op_support_replies', { topic: m.topic })} className="flex flex-col gap-2 border-l-2 border-slate-700 pl-3">
              {m.replies.map((r) => (
                <li key={r.id} className="flex flex-col gap-0.5">
                  <span className="text-xs text-slate-400">{t('op_support_answered_by', { who: r.by ?? '—', when: when(r.at) })}</span>
                  <CellText wide className="whitespace-pre-wrap text-slate-200">
                    {r.message}
                  </CellText>
                </li>
              ))}
            </ul>
          )}
        </div>
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
    {
      header: t('op_actions'),
      cell: (m) => (
        <RowButton name={`${t('op_support_reply')}: ${m.topic}`} onClick={() => setReplying(m)}>
          {t('op_support_reply')}
        </RowButton>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_support')}</h2>
      <PagedTable
        caption={t('op_support')}
        params={params}
        searchLabel={t('op_support_search')}
        dayRange
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
        selection={{ selected: bulk.selected, onChange: bulk.setSelected, id: (m) => m.id }}
        above={
          <>
            <BulkBar
              count={count}
              actions={[
                { key: 'answer', label: t('op_bulk_answer') },
                { key: 'close', label: t('op_bulk_close') },
              ]}
              onAction={(key) => setBulkOpen(key as 'answer' | 'close')}
              onClear={() => bulk.setSelected(new Set())}
            />
            <BulkResult outcome={bulk.outcome} onDismiss={bulk.dismiss} />
          </>
        }
      />
      <ReasonDialog
        open={bulkOpen === 'answer'}
        title={t('op_bulk_answer_title', { count })}
        message={t('op_bulk_answer_text')}
        label={t('op_support_reply_label')}
        required
        maxLength={SUPPORT_REPLY_MAX}
        rows={8}
        confirmLabel={t('op_bulk_answer')}
        onConfirm={(message) => bulk.run((ids) => bulkSupport({ action: 'answer', ids, message }))}
        onClose={() => setBulkOpen(null)}
      />
      <ConfirmDialog
        open={bulkOpen === 'close'}
        title={t('op_bulk_close_title', { count })}
        message={t('op_bulk_close_text')}
        confirmLabel={t('op_bulk_close')}
        onConfirm={() => bulk.run((ids) => bulkSupport({ action: 'close', ids }))}
        onClose={() => setBulkOpen(null)}
      />
      {replying && (
        <ReasonDialog
          open
          title={t('op_support_reply_title', { who: `${replying.name} ${replying.surname}` })}
          message={t('op_support_reply_text', { email: replying.email, topic: replying.topic })}
          label={t('op_support_reply_label')}
          required
          maxLength={SUPPORT_REPLY_MAX}
          rows={8}
          confirmLabel={t('op_support_reply')}
          onConfirm={(text) => acted(() => replyToSupport(replying.id, text))}
          onClose={() => setReplying(null)}
        />
      )}
    </div>
  );
}

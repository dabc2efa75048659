import { type SellQuote } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useDeleteSellQuote } from '../api/delete-sell-quote';
import { useSellQuotes } from '../api/get-sell-quotes';
import { toastDone } from '../api/use-acted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { euros, when } from '../components/format';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { RowButton } from '../components/row-button';
import { useListParams } from '../components/use-list-params';
import { SellQuoteFormDialog } from './sell-quote-form-dialog';

const NO_FILTERS = [] as const;

type Dialog = { kind: 'form'; quote: SellQuote | null } | { kind: 'delete'; quote: SellQuote } | null;

/** INV-5: the shop's instant quotes per market name: add, change the price, delete. */
export default function SellQuotesPage() {
  const { t } = useTranslation();
  const params = useListParams(NO_FILTERS);
  const query = useSellQuotes();
  const remove = useDeleteSellQuote();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: Column<SellQuote>[] = [
    { header: t('op_quotes_market_name'), cell: (q) => <CellText className="font-medium text-white">{q.market_name}</CellText> },
    { header: t('op_quotes_price'), cell: (q) => <CellText>{euros(q.price)}</CellText> },
    { header: t('op_quotes_updated'), cell: (q) => <CellText>{when(q.updated_at)}</CellText> },
    {
      header: t('op_actions'),
      cell: (q) => (
        <div className="flex flex-wrap gap-2">
          <RowButton name={`${t('op_quotes_edit')} ${q.market_name}`} onClick={() => setDialog({ kind: 'form', quote: q })}>
            {t('op_quotes_edit')}
          </RowButton>
          <RowButton name={`${t('op_quotes_delete')} ${q.market_name}`} onClick={() => setDialog({ kind: 'delete', quote: q })}>
            {t('op_quotes_delete')}
          </RowButton>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_sell_quotes')}</h2>
        <Button onClick={() => setDialog({ kind: 'form', quote: null })}>{t('op_quotes_new')}</Button>
      </div>
      <p className="text-sm text-slate-400">{t('op_quotes_intro')}</p>
      {/* The whole list is one page (onePage): no pager. */}
      <PagedTable caption={t('op_sell_quotes')} params={params} columns={columns} rowKey={(q) => q.id} query={query} pageSize={query.data?.meta.total ?? 1} />
      {dialog?.kind === 'form' && <SellQuoteFormDialog quote={dialog.quote} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          destructive
          title={t('op_quotes_delete_title', { name: dialog.quote.market_name })}
          message={t('op_quotes_delete_text')}
          confirmLabel={t('op_quotes_delete')}
          onConfirm={async () => toastDone(await remove.mutateAsync(dialog.quote.id), t('op_quotes_deleted'))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

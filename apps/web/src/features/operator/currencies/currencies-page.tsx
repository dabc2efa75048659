import { type Currency } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorCurrencies } from '../api/get-currencies';
import { PagedTable, type Column } from '../components/paged-table';
import { RowButton } from '../components/row-button';
import { useListParams } from '../components/use-list-params';
import { CurrencyFormDialog } from './currency-form-dialog';

const NO_FILTERS = [] as const;

/** A rate as typed: up to 8 decimals, grouped (1,000,000). */
const rateText = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 8 });

/** OPS-119: the shop's currencies (code, symbol, units per euro, default), each edited in a dialog. */
export default function CurrenciesPage() {
  const { t } = useTranslation();
  const params = useListParams(NO_FILTERS);
  const query = useOperatorCurrencies();
  const [editing, setEditing] = useState<Currency | null>(null);

  const columns: Column<Currency>[] = [
    { header: t('op_currency_code'), cell: (c) => <code className="font-medium text-white">{c.code}</code> },
    { header: t('op_currency_symbol'), cell: (c) => c.symbol },
    { header: t('op_currency_value'), cell: (c) => rateText(c.value) },
    { header: t('op_currency_default'), cell: (c) => (c.default === 1 ? t('op_yes') : '') },
    {
      header: t('op_actions'),
      cell: (c) => (
        <RowButton name={`${t('op_currency_edit')} ${c.code}`} onClick={() => setEditing(c)}>
          {t('op_currency_edit')}
        </RowButton>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_currencies')}</h2>
      {/* The whole list is one page (onePage): no pager. */}
      <PagedTable caption={t('op_currencies')} params={params} columns={columns} rowKey={(c) => c.id} query={query} pageSize={query.data?.meta.total ?? 1} />
      {editing && <CurrencyFormDialog currency={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

import { sellQuoteBodySchema, sellQuoteChangeBodySchema, type SellQuote } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useChangeSellQuote } from '../api/change-sell-quote';
import { useCreateSellQuote } from '../api/create-sell-quote';
import { useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';

/** INV-5: a new quote's form (market name and price), or (given `quote`) its new price; both checked by the contract's schemas. */
export function SellQuoteFormDialog({ quote, onClose }: { quote: SellQuote | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ market_name: quote?.market_name ?? '', price: quote ? String(quote.price) : '' });
  const create = useContractSave(sellQuoteBodySchema, useCreateSellQuote().mutateAsync, t('op_quotes_save_failed'), t('op_quotes_saved'));
  const change = useContractSave(sellQuoteChangeBodySchema, useChangeSellQuote(quote?.id ?? 0).mutateAsync, t('op_quotes_save_failed'), t('op_quotes_saved'));
  const save = quote ? change : create;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.submit(quote ? { price: form.price } : form)) onClose();
  };
  return (
    <Modal open title={quote ? t('op_quotes_edit_title', { name: quote.market_name }) : t('op_quotes_new')} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        {!quote && <TextField label={t('op_quotes_market_name')} name="market_name" value={form.market_name} error={save.errors.market_name} onChange={set('market_name')} autoComplete="off" />}
        <TextField label={t('op_quotes_price')} name="price" inputMode="decimal" value={form.price} error={save.errors.price} onChange={set('price')} autoComplete="off" />
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={t('op_quotes_save')} />
      </form>
    </Modal>
  );
}

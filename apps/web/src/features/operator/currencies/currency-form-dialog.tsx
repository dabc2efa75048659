import { BASE_CURRENCY_CODE, operatorCurrencyChangeBodySchema, type Currency } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useChangeCurrency } from '../api/change-currency';
import { useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';

/**
 * OPS-119: a currency's symbol and units per euro, checked by the contract's schema (OPS-117) before
 * it is sent. EUR is the base: its value is shown, not sent.
 */
export function CurrencyFormDialog({ currency, onClose }: { currency: Currency; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ symbol: currency.symbol, value: String(currency.value) });
  const save = useContractSave(operatorCurrencyChangeBodySchema, useChangeCurrency(currency.id).mutateAsync, t('op_currency_save_failed'), t('op_currency_saved'));
  const base = currency.code === BASE_CURRENCY_CODE;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.submit(base ? { symbol: form.symbol } : form)) onClose();
  };
  return (
    <Modal open title={t('op_currency_edit_title', { code: currency.code })} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <TextField label={t('op_currency_symbol')} name="symbol" value={form.symbol} error={save.errors.symbol} onChange={set('symbol')} autoComplete="off" />
        <TextField
          label={t('op_currency_value')}
          name="value"
          inputMode="decimal"
          value={form.value}
          readOnly={base}
          error={save.errors.value}
          hint={base ? t('op_currency_base_hint') : t('op_currency_value_hint', { code: currency.code })}
          onChange={set('value')}
          autoComplete="off"
        />
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={t('op_currency_save')} />
      </form>
    </Modal>
  );
}

import { operatorPromoBodySchema, operatorPromoChangeBodySchema, promoDiscountTypeValues, promoRisks, promoRiskTexts, type OperatorPromo, type PromoRisk } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { checkBody, useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';
import { useChangePromo } from '../api/change-promo';
import { useCreatePromo } from '../api/create-promo';

/** An ISO time as a datetime-local input's value, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** An empty limit is "no limit" (null); the contract checks the rest. */
const limitOf = (text: string) => (text.trim() === '' ? null : text);

/**
 * A new code's form starts from these every time, whatever the last one chose: a fixed (euro)
 * discount, so that an amount typed as euro is never saved as a percentage unnoticed.
 */
const NEW_PROMO = { code: '', description: '', discount_type: 'fixed', discount_amount: '', per_customer_limit: '1', first_order_only: false };

/**
 * PROMO-10: the risks a save would give the code that it does not have yet (the API's rule,
 * PROMO-8 and PROMO-9): all of a new code's, or those a change adds. A body the contract refuses
 * has none here: its field messages come first.
 */
function addedRisks(promo: OperatorPromo | null, body: unknown): PromoRisk[] {
  if (!promo) {
    const created = checkBody(operatorPromoBodySchema, body);
    return created.ok ? promoRisks(created.body) : [];
  }
  const change = checkBody(operatorPromoChangeBodySchema, body);
  if (!change.ok) return [];
  const had = promoRisks(promo);
  const after = promoRisks({ ...promo, max_uses: change.body.max_uses === undefined ? promo.max_uses : change.body.max_uses, min_subtotal: change.body.min_subtotal === undefined ? promo.min_subtotal : change.body.min_subtotal });
  return after.filter((r) => !had.includes(r));
}

/**
 * OPS-76, OPS-77, OPS-79: a new promo code's form, or (given `promo`) the change of its usage
 * limit and expiry and (PROMO-7) its minimum cart value; both checked by the contract's schemas.
 */
export function PromoFormDialog({ promo, onClose }: { promo: OperatorPromo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    ...NEW_PROMO,
    max_uses: promo?.max_uses === null || !promo ? '' : String(promo.max_uses),
    min_subtotal: promo?.min_subtotal == null ? '' : promo.min_subtotal.toFixed(2),
    expires_at: localInput(promo?.expires_at ?? null),
  });
  const create = useContractSave(operatorPromoBodySchema, useCreatePromo().mutateAsync, t('opc_fix_fields'), t('opc_promo_saved'));
  const change = useContractSave(operatorPromoChangeBodySchema, useChangePromo(promo?.id ?? 0).mutateAsync, t('opc_fix_fields'), t('opc_promo_saved'));
  const save = promo ? change : create;
  // PROMO-10: the risks the operator is asked to confirm, once the form would add any.
  const [risks, setRisks] = useState<PromoRisk[] | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setRisks(null);
    setForm((f) => ({ ...f, [key]: e.target.value }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // PROMO-7: an empty minimum is "any cart" (the contract reads '' as null).
    const limits = { max_uses: limitOf(form.max_uses), expires_at: form.expires_at || null, min_subtotal: form.min_subtotal };
    const body = promo ? limits : { ...form, ...limits };
    if (risks === null) {
      const added = addedRisks(promo, body);
      if (added.length > 0) return setRisks(added);
    }
    const saved = await save.submit({ ...body, confirm_risk: risks !== null });
    if (saved) onClose();
  };
  // The API's own refusal (PROMO-8), should it judge a risk the form did not.
  const riskTexts = risks ? risks.map((r) => promoRiskTexts[r]) : save.errors.confirm_risk ? [save.errors.confirm_risk] : [];
  return (
    <Modal open title={promo ? t('opc_change_promo', { code: promo.code }) : t('opc_new_promo')} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        {!promo && (
          <>
            <TextField label={t('opc_code')} name="code" value={form.code} error={save.errors.code} onChange={set('code')} autoComplete="off" />
            <TextField label={t('opc_description')} name="description" value={form.description} error={save.errors.description} onChange={set('description')} autoComplete="off" />
            <Select
              label={t('opc_discount_type')}
              showLabel
              value={form.discount_type}
              onChange={set('discount_type')}
              options={promoDiscountTypeValues.map((v) => ({ value: v, label: t(`opc_discount_${v}`) }))}
            />
            <TextField label={t('opc_discount_amount')} name="discount_amount" inputMode="decimal" value={form.discount_amount} error={save.errors.discount_amount} onChange={set('discount_amount')} autoComplete="off" />
            <TextField label={t('opc_per_customer')} name="per_customer_limit" inputMode="numeric" value={form.per_customer_limit} error={save.errors.per_customer_limit} onChange={set('per_customer_limit')} autoComplete="off" />
            <label className="flex items-center gap-2 text-sm text-slate-300">
              <input type="checkbox" checked={form.first_order_only} onChange={(e) => (setRisks(null), setForm((f) => ({ ...f, first_order_only: e.target.checked })))} className="size-4 accent-accent-400" />
              {t('opc_first_order_only')}
            </label>
          </>
        )}
        <TextField label={t('opc_max_uses')} name="max_uses" inputMode="numeric" value={form.max_uses} error={save.errors.max_uses} onChange={set('max_uses')} autoComplete="off" />
        <TextField label={t('opc_min_subtotal')} name="min_subtotal" inputMode="decimal" value={form.min_subtotal} error={save.errors.min_subtotal} onChange={set('min_subtotal')} autoComplete="off" />
        <TextField label={t('opc_expires_at')} name="expires_at" type="datetime-local" value={form.expires_at} error={save.errors.expires_at} onChange={set('expires_at')} />
        {riskTexts.length > 0 && (
          <div role="alert" data-testid="promo-risks" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-100">
            <p className="font-medium">{t('opc_promo_risky')}</p>
            <ul className="mt-1 list-disc pl-5">
              {riskTexts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={risks ? t('opc_save_anyway') : t('opc_save')} />
      </form>
    </Modal>
  );
}

import '../../../i18n/offers';
import { offerQualityOptions, type MessageKey } from '@skins/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useLocale } from '../../../app/locale-store';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass, TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useCreateOffer } from '../api/offers-calls';
import { contractResolver, offerText, serverFailure } from './form-support';
import { StepActions } from './step-actions';

interface SellValues {
  title: string;
  price: string;
  quality: string;
  item_url: string;
}

/**
 * OFFER-WEB-2 (spec §4 Sell flow): the sellSkins modal, then sellConfirmation on success (the shop
 * answers within 3 working days, spec §9).
 */
export function SellFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Modal open title={t('offers_sell_done_title')} onClose={onClose} closeLabel={t('offers_close')}>
        <p className="text-slate-300">{t('offers_sell_done_text')}</p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{t('offers_ok')}</Button>
        </div>
      </Modal>
    );
  return (
    <Modal open title={t('offers_sell_title')} onClose={onClose} closeLabel={t('offers_close')}>
      <SellForm onDone={() => setDone(true)} onCancel={onClose} />
    </Modal>
  );
}

/** Spec §3 Sell order payload with the §5 Sell skins rules of the contract (offerCreateBodySchema). */
function SellForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const form = useForm<SellValues>({
    resolver: contractResolver<SellValues>(async () => (await import('./schemas')).offerCreateBodySchema, (v) => ({ ...v, currency: currency.code })),
    defaultValues: { title: '', price: '', quality: '', item_url: '' },
  });
  const mutation = useCreateOffer();
  const err = (f: keyof SellValues) => offerText(t, form.formState.errors[f]?.message);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((v) => {
        // Spec §4: a second submission is refused while one runs.
        if (mutation.isPending) return;
        mutation.mutate(
          { title: v.title.trim(), price: v.price.trim().replace(',', '.'), quality: v.quality, item_url: v.item_url.trim(), currency: currency.code },
          { onSuccess: onDone, onError: (e) => toast.error(serverFailure(t, e, 'offers_submit_failed', form)) },
        );
      })}
    >
      <p className="text-sm text-slate-400">{t('offers_sell_intro')}</p>
      <TextField label={t('offers_skin_name')} autoComplete="off" maxLength={200} error={err('title')} {...form.register('title')} />
      <TextField label={t('offers_price', { currency: currency.code })} inputMode="decimal" autoComplete="off" error={err('price')} {...form.register('price')} />
      <FieldShell id="sell-quality" label={t('offers_quality')} error={err('quality')}>
        <select
          id="sell-quality"
          aria-invalid={err('quality') ? true : undefined}
          aria-describedby={err('quality') ? 'sell-quality-error' : undefined}
          className={`${inputClass} cursor-pointer`}
          {...form.register('quality')}
        >
          <option value="">{t('offers_select_quality')}</option>
          {offerQualityOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`offers_quality_${o.value}` satisfies MessageKey)}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField label={t('offers_inventory_link')} type="url" inputMode="url" autoComplete="url" placeholder="https://steamcommunity.com/id/…/inventory" error={err('item_url')} {...form.register('item_url')} />
      <StepActions backLabel={t('offers_cancel')} onBack={onCancel} submitLabel={t('offers_submit')} pending={mutation.isPending} />
    </form>
  );
}

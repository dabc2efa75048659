import '../../../i18n/offers';
import { OFFER_MAX_STICKERS, offerQualityOptions, type MessageKey } from '@skins/contract';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
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
  float: string;
  pattern: string;
  stickers: { name: string; slot: string }[];
}

/** OFFER-14, OFFER-15, OFFER-16: the form's skin fields as the sell order sends them (a decimal comma read as a point; an empty slot is none). */
const skinBody = (v: SellValues) => ({
  float: v.float.trim().replace(',', '.'),
  pattern: v.pattern.trim(),
  stickers: v.stickers.map((st) => ({ name: st.name.trim(), slot: st.slot === '' ? null : Number(st.slot) })),
});

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
    resolver: contractResolver<SellValues>(async () => (await import('./schemas')).offerCreateBodySchema, (v) => ({ ...v, ...skinBody(v), currency: currency.code })),
    defaultValues: { title: '', price: '', quality: '', item_url: '', float: '', pattern: '', stickers: [] },
  });
  const stickers = useFieldArray({ control: form.control, name: 'stickers' });
  const mutation = useCreateOffer();
  const err = (f: keyof SellValues) => offerText(t, (form.formState.errors[f] as { message?: string } | undefined)?.message);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((v) => {
        // Spec §4: a second submission is refused while one runs.
        if (mutation.isPending) return;
        mutation.mutate(
          { title: v.title.trim(), price: v.price.trim().replace(',', '.'), quality: v.quality, item_url: v.item_url.trim(), currency: currency.code, ...skinBody(v) },
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
      {/* OFFER-14, OFFER-15, OFFER-16: the skin's optional float, pattern and stickers, each checked at its field. */}
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-ink-700 p-3">
        <legend className="px-1 text-sm text-slate-300">{t('offers_skin_details')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('offers_float')} inputMode="decimal" autoComplete="off" placeholder="0.12345678" error={err('float')} {...form.register('float')} />
          <TextField label={t('offers_pattern')} inputMode="numeric" autoComplete="off" placeholder="661" error={err('pattern')} {...form.register('pattern')} />
        </div>
        <div className="flex min-w-0 flex-col gap-2" data-testid="sell-stickers">
          <p className="text-sm text-slate-300">{t('offers_stickers')}</p>
          {stickers.fields.map((f, i) => (
            <div key={f.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto]">
              <TextField label={t('offers_sticker_name', { n: i + 1 })} autoComplete="off" maxLength={120} className="col-span-2 sm:col-span-1" {...form.register(`stickers.${i}.name`)} />
              <FieldShell id={`sell-sticker-slot-${i}`} label={t('offers_sticker_slot', { n: i + 1 })}>
                <select id={`sell-sticker-slot-${i}`} className={`${inputClass} cursor-pointer`} {...form.register(`stickers.${i}.slot`)}>
                  <option value="">{t('offers_sticker_no_slot')}</option>
                  {Array.from({ length: OFFER_MAX_STICKERS }, (_, n) => (
                    <option key={n + 1} value={String(n + 1)}>
                      {n + 1}
                    </option>
                  ))}
                </select>
              </FieldShell>
              <Button variant="secondary" onClick={() => stickers.remove(i)} aria-label={t('offers_sticker_remove', { n: i + 1 })}>
                ×
              </Button>
            </div>
          ))}
          {err('stickers') && (
            <p role="alert" className="text-sm text-red-300">
              {err('stickers')}
            </p>
          )}
          {stickers.fields.length < OFFER_MAX_STICKERS && (
            <Button variant="secondary" className="self-start" onClick={() => stickers.append({ name: '', slot: '' })}>
              {t('offers_sticker_add')}
            </Button>
          )}
        </div>
      </fieldset>
      <StepActions backLabel={t('offers_cancel')} onBack={onCancel} submitLabel={t('offers_submit')} pending={mutation.isPending} />
    </form>
  );
}

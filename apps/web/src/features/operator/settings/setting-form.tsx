import { operatorSettingSchemas, type OffersInProgressError, type OperatorSettingKey, type OperatorSettings } from '@skins/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { inputClass } from '../../../ui/field';
import { usePutSetting } from '../api/put-setting';
import { ConfirmDialog } from '../components/confirm-dialog';
import { draftOf, valueOf, type Draft } from './setting-drafts';

/**
 * PAY-21: the settings with a hint under their field. The two minimum top-ups look alike, but the
 * shop and the server enforce min_top_up and read minTopUpAmount only when it is not set.
 * OPS-134: the review limit of balance changes says what it does and that empty is off.
 */
const HINTED: readonly OperatorSettingKey[] = ['min_top_up', 'minTopUpAmount', 'balance_adjust_review_above'];

/**
 * OPS-95: one setting's form: the draft is checked by the key's schema before it is sent (its
 * message under the field), the server's refusal shows the same way. OPS-89: switching selling
 * off while offers are in progress lists them and asks to confirm.
 */
export function SettingForm({ name, value }: { name: OperatorSettingKey; value: OperatorSettings[OperatorSettingKey] }) {
  const { t } = useTranslation();
  const id = useId();
  const put = usePutSetting();
  const [draft, setDraft] = useState<Draft>(() => draftOf(name, value));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [openOffers, setOpenOffers] = useState<OffersInProgressError['payload'] | null>(null);
  const label = t(`op_setting_${name}`);
  const hint = HINTED.includes(name) ? t(`op_setting_${name}_hint`) : null;

  const change = (next: Draft) => {
    setDraft(next);
    setError(null);
    setSaved(false);
  };
  const save = async (confirm?: boolean) => {
    const parsed = valueOf(name, draft);
    if (!parsed.ok) return setError(t('op_settings_bad_json'));
    const checked = operatorSettingSchemas[name].safeParse(parsed.value);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('op_load_failed'));
    try {
      await put.mutateAsync({ key: name, value: parsed.value, confirm });
      setSaved(true);
      setOpenOffers(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'OPS_OFFERS_IN_PROGRESS' && Array.isArray(err.payload)) return setOpenOffers(err.payload as OffersInProgressError['payload']);
      if (confirm) throw err;
      setError(err instanceof ApiError && err.errors?.value?.[0] ? err.errors.value[0] : errorMessage(err, t('op_load_failed')));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const field = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };

  return (
    <>
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-2 rounded-xl border border-ink-700 p-4" data-setting={name}>
      {draft.kind === 'flag' ? (
        <div className="flex items-center gap-2">
          <input {...field} type="checkbox" checked={draft.on} onChange={(e) => change({ kind: 'flag', on: e.target.checked })} className="h-4 w-4 accent-accent-400" />
          <label htmlFor={id} className="text-sm font-medium text-slate-200">
            {label}
          </label>
        </div>
      ) : draft.kind === 'currency' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-300">{label}</legend>
          {(['name', 'image', 'rate'] as const).map((part) => (
            <div key={part} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${part}`} className="text-xs text-slate-400">
                {t(`op_setting_currency_${part}`)}
              </label>
              <input
                id={`${id}-${part}`}
                value={draft[part]}
                inputMode={part === 'rate' ? 'decimal' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(e) => change({ ...draft, [part]: e.target.value })}
                className={inputClass}
              />
            </div>
          ))}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-300">
            {label}
          </label>
          {draft.kind === 'long' ? (
            <textarea {...field} value={draft.text} rows={4} onChange={(e) => change({ ...draft, text: e.target.value })} className={`${inputClass} h-auto py-2 font-mono`} />
          ) : (
            <input {...field} value={draft.text} inputMode={draft.kind === 'number' ? 'decimal' : undefined} autoComplete="off" onChange={(e) => change({ ...draft, text: e.target.value })} className={inputClass} />
          )}
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" className="h-9" disabled={put.isPending}>
          {t('op_settings_save')}
        </Button>
        {saved && (
          <span role="status" className="text-sm text-emerald-300">
            {t('op_settings_saved')}
          </span>
        )}
      </div>
    </form>
      <ConfirmDialog
        open={openOffers !== null}
        title={t('op_offers_open_title')}
        message={t('op_offers_open_text')}
        confirmLabel={t('op_offers_open_confirm')}
        destructive
        onClose={() => setOpenOffers(null)}
        // Not switched off: the box shows the stored value again, not an untick that was never saved.
        onCancel={() => change(draftOf(name, value))}
        onConfirm={() => save(true)}
      >
        <ul className="max-h-60 overflow-y-auto text-sm text-slate-200" aria-label={t('op_offers_open_title')}>
          {(openOffers ?? []).map((o) => (
            <li key={o.id}>{t('op_offer_line', { id: o.id, title: o.title, status: o.status.replaceAll('_', ' '), email: o.user_email ?? '—' })}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}

import { dopplerPhases, MAX_STICKERS, type OperatorItem } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormMessage, TextField } from '../../../ui/field';
import { Select } from '../../../ui/select';
import type { FieldErrors } from '../components/contract-save';

type Mark = 'normal' | 'stattrak' | 'souvenir';
interface StickerRow {
  name: string;
  slot: string;
  wear: string;
}

/** SKIN-13: the skin fields of the item form as typed (the contract's schema checks what they become). */
export interface SkinForm {
  float_value: string;
  paint_seed: string;
  phase: string;
  /** One choice, so an item is never StatTrak™ and Souvenir at once. */
  mark: Mark;
  stickers: StickerRow[];
  charm_name: string;
  charm_pattern: string;
  inspect_link: string;
  /** A datetime-local value (the operator's time zone). */
  trade_lock_until: string;
  steam_asset_id: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const numberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim().replace(',', '.')));

/** An ISO time as a datetime-local value in the browser's time zone ('' for none). */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function skinFormOf(item: OperatorItem | null): SkinForm {
  const charm = item?.charms[0];
  return {
    float_value: text(item?.float_value),
    paint_seed: text(item?.paint_seed),
    phase: item?.phase ?? '',
    mark: item?.stattrak ? 'stattrak' : item?.souvenir ? 'souvenir' : 'normal',
    stickers: (item?.stickers ?? []).map((s) => ({ name: s.name, slot: String(s.slot), wear: String(s.wear) })),
    charm_name: charm?.name ?? '',
    charm_pattern: text(charm?.pattern),
    inspect_link: item?.inspect_link ?? '',
    trade_lock_until: localDateTime(item?.trade_lock_until ?? null),
    steam_asset_id: item?.steam_asset_id ?? '',
  };
}

/** The trade lock to send: the item's own time when the field was left as shown (a minute-wide input would round it), else the typed one. */
function tradeLockOf(typed: string, item: OperatorItem | null): string | null {
  if (item && typed === localDateTime(item.trade_lock_until)) return item.trade_lock_until;
  if (typed === '') return null;
  const at = new Date(typed);
  return Number.isNaN(at.getTime()) ? typed : at.toISOString();
}

/** The body's skin fields: empty inputs are null (none), numbers as typed (a comma is a decimal point). */
export function skinBodyOf(f: SkinForm, item: OperatorItem | null) {
  const hasCharm = f.charm_name.trim() !== '' || f.charm_pattern.trim() !== '';
  return {
    float_value: numberOf(f.float_value),
    paint_seed: numberOf(f.paint_seed),
    phase: f.phase || null,
    stattrak: f.mark === 'stattrak',
    souvenir: f.mark === 'souvenir',
    stickers: f.stickers.map((s) => ({ name: s.name, slot: Number(s.slot), wear: numberOf(s.wear) })),
    charms: hasCharm ? [{ name: f.charm_name, pattern: numberOf(f.charm_pattern) }] : [],
    inspect_link: f.inspect_link.trim() || null,
    trade_lock_until: tradeLockOf(f.trade_lock_until, item),
    steam_asset_id: f.steam_asset_id,
  };
}

type TextKey = 'float_value' | 'paint_seed' | 'inspect_link' | 'steam_asset_id';
const slots = Array.from({ length: MAX_STICKERS }, (_, k) => String(k));

/**
 * SKIN-13: float, pattern, phase, StatTrak™/Souvenir, up to 5 stickers (name, slot, wear), a charm,
 * the inspect link, the trade lock and the trade bot's Steam asset id, each with the contract's message.
 */
export function SkinFields({ form, errors, onChange }: { form: SkinForm; errors: FieldErrors; onChange: (next: SkinForm) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<SkinForm>) => onChange({ ...form, ...patch });
  const setText = (key: TextKey, value: string) => onChange({ ...form, [key]: value });
  const setSticker = (k: number, patch: Partial<StickerRow>) => set({ stickers: form.stickers.map((s, i) => (i === k ? { ...s, ...patch } : s)) });
  const freeSlot = slots.find((slot) => !form.stickers.some((s) => s.slot === slot)) ?? '0';
  const field = (key: TextKey, label: string, inputMode: 'decimal' | 'numeric' | 'url') => (
    <TextField label={label} name={key} inputMode={inputMode} value={form[key]} error={errors[key]} onChange={(e) => setText(key, e.target.value)} autoComplete="off" />
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-700 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-200">{t('opc_skin')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('float_value', t('opc_float'), 'decimal')}
        {field('paint_seed', t('opc_paint_seed'), 'numeric')}
        {field('inspect_link', t('opc_inspect_link'), 'url')}
        {field('steam_asset_id', t('opc_steam_asset_id'), 'numeric')}
        <TextField label={t('opc_trade_lock')} name="trade_lock_until" type="datetime-local" value={form.trade_lock_until} error={errors.trade_lock_until} onChange={(e) => set({ trade_lock_until: e.target.value })} />
        <TextField label={t('opc_charm_name')} name="charm_name" value={form.charm_name} onChange={(e) => set({ charm_name: e.target.value })} autoComplete="off" />
        <TextField label={t('opc_charm_pattern')} name="charm_pattern" inputMode="numeric" value={form.charm_pattern} onChange={(e) => set({ charm_pattern: e.target.value })} autoComplete="off" />
      </div>
      {errors.charms && <FormMessage>{errors.charms}</FormMessage>}
      <div className="flex flex-wrap gap-4">
        <Select label={t('opc_phase')} showLabel value={form.phase} onChange={(e) => set({ phase: e.target.value })} options={[{ value: '', label: t('opc_none') }, ...dopplerPhases.map((p) => ({ value: p, label: p }))]} />
        <Select
          label={t('opc_mark')}
          showLabel
          value={form.mark}
          onChange={(e) => set({ mark: e.target.value as Mark })}
          options={(['normal', 'stattrak', 'souvenir'] as const).map((m) => ({ value: m, label: t(`opc_mark_${m}`) }))}
        />
      </div>
      {(errors.phase ?? errors.souvenir) && <FormMessage>{errors.phase ?? errors.souvenir}</FormMessage>}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-300">{t('opc_stickers', { max: MAX_STICKERS })}</p>
        {form.stickers.map((s, k) => (
          <div key={k} className="flex flex-col gap-2 rounded-lg bg-ink-800/50 p-2">
            <TextField label={t('opc_sticker_name', { n: k + 1 })} value={s.name} onChange={(e) => setSticker(k, { name: e.target.value })} autoComplete="off" />
            <div className="flex flex-wrap items-end gap-3">
              <Select label={t('opc_sticker_slot', { n: k + 1 })} showLabel value={s.slot} onChange={(e) => setSticker(k, { slot: e.target.value })} options={slots.map((v) => ({ value: v, label: v }))} />
              <TextField label={t('opc_sticker_wear', { n: k + 1 })} inputMode="decimal" value={s.wear} onChange={(e) => setSticker(k, { wear: e.target.value })} autoComplete="off" className="w-28" />
              <Button variant="ghost" onClick={() => set({ stickers: form.stickers.filter((_, i) => i !== k) })}>
                {t('opc_sticker_remove', { n: k + 1 })}
              </Button>
            </div>
          </div>
        ))}
        {errors.stickers && <FormMessage>{errors.stickers}</FormMessage>}
        {form.stickers.length < MAX_STICKERS && (
          <Button variant="secondary" className="self-start" onClick={() => set({ stickers: [...form.stickers, { name: '', slot: freeSlot, wear: '0' }] })}>
            {t('opc_sticker_add')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

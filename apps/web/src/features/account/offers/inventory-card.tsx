import { formatMoney, imageUrl, type InventoryItem } from '@skins/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format-date';
import { inputClass } from '../../../ui/field';

/** INV-4: what the seller chose for a picked item: the shop's quote, or a price as typed. */
export interface Pick {
  takeQuote: boolean;
  price: string;
}

interface CardProps {
  item: InventoryItem;
  pick: Pick | undefined;
  error?: string;
  onToggle: () => void;
  onChange: (pick: Pick) => void;
}

/**
 * INV-2, INV-3, INV-7: one inventory item as a card: art, name, exterior, float and pattern where
 * known, and whether it trades now, from a date or is already offered (then it cannot be picked).
 * Picked, it asks for a price, or offers the shop's quote where there is one.
 */
export function InventoryCard({ item, pick, error, onToggle, onChange }: CardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const pickable = item.tradable && !item.offered;
  const status = item.offered ? t('inv_offered') : item.tradable ? t('inv_tradable') : t('inv_tradable_from', { date: formatDate(item.tradable_from, i18n.language) });
  const details = [item.exterior, item.float === null ? null : t('inv_float', { value: item.float.toFixed(6) }), item.pattern === null ? null : t('inv_pattern', { value: item.pattern })].filter(Boolean);
  return (
    <li data-testid="inventory-card" className={`flex flex-col gap-2 rounded-2xl border p-3 ${pick ? 'border-accent-400 bg-ink-800' : 'border-ink-700 bg-ink-900/80'} ${pickable ? '' : 'opacity-70'}`}>
      <label className="flex min-w-0 cursor-pointer flex-col gap-2">
        <span className="flex items-start justify-between gap-2">
          {item.img_url ? <img src={imageUrl(item.img_url)} alt="" loading="lazy" className="size-16 rounded-xl bg-ink-800 object-contain p-1" /> : <span className="size-16 rounded-xl bg-ink-800" />}
          <input type="checkbox" className="size-5 accent-accent-500" checked={Boolean(pick)} disabled={!pickable} onChange={onToggle} aria-label={t('inv_pick', { name: item.market_name })} />
        </span>
        <span className="text-sm font-semibold break-words text-white">{item.name}</span>
        {details.length > 0 && <span className="text-xs text-slate-400">{details.join(' · ')}</span>}
        <span className={`text-xs ${pickable ? 'text-emerald-300' : 'text-amber-300'}`}>{status}</span>
      </label>
      {pick && (
        <div className="flex flex-col gap-2 border-t border-ink-700 pt-2">
          {item.quote !== null && (
            <label className="flex items-center gap-2 text-xs text-slate-200">
              <input type="checkbox" className="accent-accent-500" checked={pick.takeQuote} onChange={(e) => onChange({ ...pick, takeQuote: e.target.checked })} />
              {t('inv_take_quote', { price: formatMoney(item.quote, 'EUR') })}
            </label>
          )}
          {!pick.takeQuote && (
            <>
              <label htmlFor={id} className="text-xs text-slate-400">
                {t('inv_ask_price')}
              </label>
              <input id={id} inputMode="decimal" className={inputClass} value={pick.price} aria-invalid={error ? true : undefined} onChange={(e) => onChange({ ...pick, price: e.target.value })} />
            </>
          )}
          {error && (
            <p role="alert" className="text-xs text-red-300">
              {error}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

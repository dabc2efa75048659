import { exteriorOfFloat, exteriorRanges, formatFloat, type Product, type Rarity } from '@skins/contract';
import { useTranslation } from '../../../i18n';
import { labelOf } from '../../../i18n/labels';

/**
 * SKIN-10 (issue 19): a skin's marks in CSS: its rarity's colour, its wear on a bar of the five
 * exterior ranges, and StatTrak™/Souvenir. Literal classes, so no colour travels as inline style.
 */
const rarityBg: Record<Rarity, string> = {
  'Consumer Grade': 'bg-[#b0c3d9]',
  'Industrial Grade': 'bg-[#5e98d9]',
  'Mil-Spec': 'bg-[#4b69ff]',
  Restricted: 'bg-[#8847ff]',
  Classified: 'bg-[#d32ce6]',
  Covert: 'bg-[#eb4b4b]',
  Contraband: 'bg-[#e4ae39]',
  Extraordinary: 'bg-[#eb4b4b]',
};

/** SKIN-10: a strip in the rarity's colour (nothing when the quality is no rarity). */
export function RarityBar({ rarity, className = '' }: { rarity: Rarity | null; className?: string }) {
  if (!rarity) return null;
  return <div data-testid="rarity-bar" data-rarity={rarity} aria-hidden="true" className={`${rarityBg[rarity]} ${className}`} />;
}

/** From Factory New (green) to Battle-Scarred (red). */
const rangeBg = ['bg-emerald-500', 'bg-lime-500', 'bg-yellow-500', 'bg-orange-500', 'bg-rose-500'];
// eslint-disable-next-line no-restricted-syntax -- a float range's share of the bar in percent, not money
const ranges = exteriorRanges.map((r, k) => ({ ...r, width: ((exteriorRanges[k + 1]?.from ?? 1) - r.from) * 100, bg: rangeBg[k] }));

/**
 * SKIN-10, SKIN-11: the five exterior ranges side by side with a marker at the float; `compact`
 * (cards) is a thin bar with the float beside it, the details' bar names the ranges under it.
 */
export function WearBar({ float, compact = false }: { float: number; compact?: boolean }) {
  const { t } = useTranslation();
  const label = t('skin_wear_bar', { float: formatFloat(float), exterior: labelOf(t, 'exterior', exteriorOfFloat(float)) });
  return (
    <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
      {/* SKIN-11: flex-1 only in the card's row; in the details' column its zero basis would win over the height and flatten the bar. */}
      <div role="img" aria-label={label} title={label} data-testid="wear-bar" className={`relative flex ${compact ? 'h-1 flex-1' : 'h-2.5 w-full shrink-0'} rounded-full`}>
        {ranges.map((r) => (
          <span key={r.short} className={`${r.bg} h-full first:rounded-l-full last:rounded-r-full opacity-80`} style={{ width: `${r.width}%` }} />
        ))}
        <span
          data-testid="wear-marker"
          className={`absolute top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-sm bg-white shadow ring-1 ring-ink-900 ${compact ? 'h-2.5 w-0.5' : 'h-4 w-1'}`}
          // eslint-disable-next-line no-restricted-syntax -- the float's position on the bar in percent, not money
          style={{ left: `${(float * 100).toFixed(4)}%` }}
        />
      </div>
      {compact ? (
        <span className="font-mono text-[11px] text-slate-400 tabular-nums">{formatFloat(float)}</span>
      ) : (
        <div className="flex text-[10px] text-slate-500" aria-hidden="true">
          {ranges.map((r) => (
            <span key={r.short} className="overflow-hidden text-center" style={{ width: `${r.width}%` }}>
              {r.short}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** SKIN-10: StatTrak™ (orange) or Souvenir (yellow), as the game marks them. */
export function ClassMark({ product }: { product: Pick<Product, 'stattrak' | 'souvenir'> }) {
  const { t } = useTranslation();
  if (product.stattrak) return <span className="rounded bg-orange-500/15 px-1.5 py-0.5 text-[11px] font-semibold text-orange-300">{t('skin_stattrak')}</span>;
  if (product.souvenir) return <span className="rounded bg-yellow-400/15 px-1.5 py-0.5 text-[11px] font-semibold text-yellow-300">{t('skin_souvenir')}</span>;
  return null;
}

import { formatFloat, type Product } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../../i18n/labels';
import { buttonClass } from '../../../ui/button';
import { AppliedArt } from './applied-art';
import { ClassMark, RarityBar, WearBar } from './skin-marks';

const dt = 'text-slate-400';
const dd = 'text-slate-100';

/**
 * SKIN-11 (issue 19): the details page's skin rows (inside its dl): rarity in its colour, StatTrak™/Souvenir, the
 * float with 6 decimals over a wear bar of the five exteriors, pattern, phase, stickers, charms, the
 * trade lock (Tradable now / from a date). Rows without a value are left out.
 * ART-4: each sticker and the charm with its picture, the name beside it (and as its alt text).
 */
export function SkinDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const lockedUntil = product.trade_lock_until ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(product.trade_lock_until)) : null;
  return (
    <>
      {product.rarity && (
        <>
          <dt className={dt}>{t('skin_rarity')}</dt>
          <dd className={`${dd} flex items-center gap-2`}>
            <RarityBar rarity={product.rarity} className="size-3 rounded-sm" />
            {labelOf(t, 'rarity', product.rarity)}
            <ClassMark product={product} />
          </dd>
        </>
      )}
      {!product.rarity && (product.stattrak || product.souvenir) && (
        <>
          <dt className={dt}>{t('skin_stattrak')}</dt>
          <dd className={dd}>
            <ClassMark product={product} />
          </dd>
        </>
      )}
      {product.exterior_name && (
        <>
          <dt className={dt}>{t('skin_exterior')}</dt>
          <dd className={dd}>{labelOf(t, 'exterior', product.exterior_name)}</dd>
        </>
      )}
      {product.float_value !== null && (
        <>
          <dt className={dt}>{t('skin_float')}</dt>
          <dd className={`${dd} flex flex-col gap-1`}>
            <span data-testid="float-value" className="font-mono tabular-nums">
              {formatFloat(product.float_value)}
            </span>
            <WearBar float={product.float_value} />
          </dd>
        </>
      )}
      {product.paint_seed !== null && (
        <>
          <dt className={dt}>{t('skin_pattern')}</dt>
          <dd className={dd}>{product.paint_seed}</dd>
        </>
      )}
      {product.phase && (
        <>
          <dt className={dt}>{t('skin_phase')}</dt>
          <dd className={dd}>{product.phase}</dd>
        </>
      )}
      {product.stickers.length > 0 && (
        <>
          <dt className={dt}>{t('skin_stickers')}</dt>
          <dd className={dd}>
            <ul className="flex flex-col gap-1">
              {product.stickers.map((s) => (
                <li key={s.slot} className="flex items-center gap-2">
                  <AppliedArt name={s.name} imgUrl={s.img_url} />
                  <span>
                    {/* eslint-disable-next-line no-restricted-syntax -- a sticker's wear (0..1) as a percent, not money */}
                    {s.name} <span className="text-slate-400">({t('skin_sticker_detail', { slot: s.slot + 1, wear: Math.round(s.wear * 100) })})</span>
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {product.charms.map((c) => (
        <CharmRow key={c.name} name={c.name} pattern={c.pattern} imgUrl={c.img_url} />
      ))}
      <dt className={dt}>{t('skin_trade')}</dt>
      <dd className={dd}>{lockedUntil ? t('skin_tradable_from', { date: lockedUntil }) : t('skin_tradable_now')}</dd>
    </>
  );
}

/** SKIN-11: "Inspect in game" opens the game's preview of this very copy (a steam:// link). */
export function InspectLink({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <a href={href} className={buttonClass('secondary', 'h-9 self-start px-4 text-sm')}>
      {t('skin_inspect')}
    </a>
  );
}

function CharmRow({ name, pattern, imgUrl }: { name: string; pattern: number; imgUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt className={dt}>{t('skin_charms')}</dt>
      <dd className={`${dd} flex items-center gap-2`}>
        <AppliedArt name={name} imgUrl={imgUrl} />
        <span>
          {name} <span className="text-slate-400">({t('skin_charm_detail', { pattern })})</span>
        </span>
      </dd>
    </>
  );
}

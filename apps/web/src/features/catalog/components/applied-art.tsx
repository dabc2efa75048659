import { imageUrl, type Product } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../app/locale-store';
import { formatPrice } from '../../../ui/format-price';

/**
 * ART-4: a card's small pictures of the stickers and the charm on the skin, in a row (slot
 * order), each named by its alt text; none when the skin has neither. Cached like the item art.
 */
export function AppliedThumbs({ product }: { product: Pick<Product, 'stickers' | 'charms'> }) {
  if (product.stickers.length === 0 && product.charms.length === 0) return null;
  const applied = [...[...product.stickers].sort((a, b) => a.slot - b.slot), ...product.charms];
  return (
    <ul className="flex flex-wrap items-center gap-1" data-testid="applied-thumbs">
      {applied.map((a, k) => (
        <li key={k}>
          <img src={imageUrl(a.img_url)} alt={a.name} title={a.name} loading="lazy" decoding="async" width={24} height={24} className="size-6" />
        </li>
      ))}
    </ul>
  );
}

/** ART-4: the product page's larger picture of one sticker or charm, beside its name and detail. */
export function AppliedArt({ name, imgUrl }: { name: string; imgUrl: string }) {
  return <img src={imageUrl(imgUrl)} alt={name} loading="lazy" decoding="async" width={56} height={56} className="size-14 shrink-0" />;
}

/**
 * REFPRICE-4: 'x % below Steam' when the price is below the Steam reference of the skin (the
 * server says how far, or null), with the reference price as its title; nothing otherwise.
 */
export function BelowSteam({ product, large = false }: { product: Pick<Product, 'steam_price' | 'below_steam_percent'>; large?: boolean }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  if (product.below_steam_percent === null || product.steam_price === null) return null;
  return (
    <span
      title={t('below_steam_title', { price: formatPrice(product.steam_price, currency) })}
      className={`inline-flex w-fit items-center rounded bg-emerald-500/15 font-medium text-emerald-300 ${large ? 'px-2 py-0.5 text-sm' : 'px-1.5 text-xs'}`}
    >
      {t('below_steam', { percent: product.below_steam_percent })}
    </span>
  );
}

import { formatFloat, productPath, type Product, type SkinListing } from '@skins/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale-store';
import { formatPrice } from '../../../ui/format-price';
import { useSkinListings } from '../api/get-skin-listings';
import { LowFloatBadge } from './low-float-badge';

/**
 * LIST-1, LIST-3: the product page's chooser of every listing of its market name, lowest float
 * first: float with its rank ('#2 of 14') and low float badge, pattern, stickers, price and
 * protection. Choosing one opens its own product page; the product's own listing is marked.
 */
export function SkinListings({ product }: { product: Product }) {
  const { t } = useTranslation();
  const listings = useSkinListings(product.id);
  const data = listings.data;
  // One listing is the product alone: nothing to choose from.
  if (!data || data.total < 2) return null;
  return (
    <section aria-labelledby="skin-listings-title" className="mt-10">
      <h2 id="skin-listings-title" className="mb-3 text-xl font-semibold text-slate-50">
        {t('listings_title', { total: data.total })}
      </h2>
      <nav aria-label={t('listings_choose')}>
        <ul className="divide-y divide-ink-700 overflow-hidden rounded-xl border border-ink-700">
          {data.listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} total={data.total} product={product} />
          ))}
        </ul>
      </nav>
    </section>
  );
}

/**
 * LIST-3: the product's own float rank among its skin's listings ('Float rank: #2 of 14') and its
 * percentile of the skin's float range, from the chooser's answer (one request for both).
 * BUDGET-2: the answer comes after the page is drawn, so a skin with a float keeps the rank's line
 * from the start (empty until then): the price and buttons below it do not move.
 */
export function FloatRank({ product }: { product: Product }) {
  const { t } = useTranslation();
  const own = useSkinListings(product.id).data;
  if (product.float_value === null) return null;
  const listing = own?.listings.find((l) => l.id === product.id);
  const ranked = own && listing && listing.float_rank !== null ? { rank: listing.float_rank, total: own.total, percentile: listing.float_percentile } : null;
  return (
    <p data-testid={ranked ? 'float-rank' : undefined} className="min-h-5 text-sm text-slate-300">
      {ranked && (
        <>
          {t('listings_float_rank_label')}: {t('listings_float_rank', { rank: ranked.rank, total: ranked.total })}
          {ranked.percentile !== null && <> · {t('listings_float_percentile', { percentile: ranked.percentile.toFixed(1) })}</>}
        </>
      )}
    </p>
  );
}

function ListingRow({ listing, total, product }: { listing: SkinListing; total: number; product: Product }) {
  const { t, i18n } = useTranslation();
  const { currency } = useLocale();
  const current = listing.id === product.id;
  const protectedUntil = listing.trade_lock_until && new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(listing.trade_lock_until));
  const cells = (
    <>
      <span className="font-mono text-sm text-slate-100 tabular-nums">{listing.float_value === null ? '—' : formatFloat(listing.float_value)}</span>
      <span className="text-xs text-slate-400" title={t('listings_float_rank_label')}>
        {listing.float_rank === null ? '' : t('listings_float_rank', { rank: listing.float_rank, total })}
        {listing.float_percentile !== null && <span className="sr-only"> {t('listings_float_percentile', { percentile: listing.float_percentile.toFixed(1) })}</span>}
      </span>
      <LowFloatBadge float={listing.float_value} exterior={product.exterior_name} />
      <span className="text-xs text-slate-300">{listing.paint_seed === null ? '' : `${t('skin_pattern')} ${listing.paint_seed}`}</span>
      <span className="truncate text-xs text-slate-400">{listing.stickers.length ? listing.stickers.map((s) => s.name).join(', ') : t('listings_no_stickers')}</span>
      <span className="text-xs text-amber-300">{protectedUntil ? t('listings_protected_until', { date: protectedUntil }) : t('skin_tradable_now')}</span>
      <span className="ml-auto font-semibold text-slate-50">{formatPrice(listing.price, currency)}</span>
    </>
  );
  const row = 'flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3';
  return (
    <li data-testid="skin-listing" data-float={listing.float_value ?? ''}>
      {current ? (
        <div aria-current="page" className={`${row} bg-ink-800`}>
          {cells}
          <span className="text-xs font-semibold text-accent-300">{t('listings_this_one')}</span>
        </div>
      ) : (
        <Link to={productPath({ id: listing.id, subcategory: product.subcategory })} className={`${row} hover:bg-ink-800 focus-visible:bg-ink-800`}>
          {cells}
        </Link>
      )}
    </li>
  );
}

import type { Product } from '@skins/contract';
import { memo, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { ProductCard } from './product-card';
import { ProductCardSkeleton, useDeferredProducts } from './product-grid';

/** A row of cards 240 px wide (spec §9) that scrolls sideways, with back and forward buttons. */
export function ProductCarousel({ title, products, loading = false }: { title: string; products: Product[]; loading?: boolean }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const shown = useDeferredProducts(loading ? null : products);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * Math.max(el.clientWidth - 240, 256), behavior: 'smooth' });
  };
  if (!loading && products.length === 0) return null;
  return (
    <section className="py-8" aria-label={title}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-2xl font-bold text-slate-100">{title}</h2>
        <div className="flex gap-2">
          {([-1, 1] as const).map((d) => (
            <button
              key={d}
              type="button"
              onClick={() => scroll(d)}
              aria-label={t(d < 0 ? 'carousel_previous' : 'carousel_next')}
              className="grid h-9 w-9 place-items-center rounded-full border border-ink-600 text-slate-200 hover:bg-ink-700"
            >
              {d < 0 ? '‹' : '›'}
            </button>
          ))}
        </div>
      </div>
      <div ref={track} className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]">
        {shown === null ? Array.from({ length: 6 }, (_, i) => <ProductCardSkeleton key={i} className="w-[240px] shrink-0" />) : <RowCards products={shown} />}
      </div>
    </section>
  );
}

/** BUDGET-10: memoised, so that the urgent render of a new answer does not render the previous cards again. */
const RowCards = memo(function RowCards({ products }: { products: Product[] }) {
  return products.map((p) => <ProductCard key={p.id} product={p} className="w-[240px] shrink-0 snap-start" />);
});

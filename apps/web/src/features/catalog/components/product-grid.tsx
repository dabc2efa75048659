import { PAGE_SIZE, type Product } from '@skins/contract';
import { memo, useDeferredValue } from 'react';
import { ProductCard } from './product-card';

/** CAT-36: 1 to 5 columns depending on the width. BUDGET-4: the cards sit right under the page's h1, so their titles are h2. */
const grid = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/**
 * BUDGET-10: a query's answer reaches its readers in a synchronous update (useSyncExternalStore),
 * and rendering a page of cards there is one long task on a phone. The cards render instead in a
 * deferred pass, which React splits into short tasks; until it is done the previous cards stay
 * (on mount, `null`: the skeleton of the loading state, so nothing moves).
 */
export function useDeferredProducts(products: Product[] | null): Product[] | null {
  return useDeferredValue(products, null);
}

export function ProductGrid({ products, dimmed = false }: { products: Product[]; dimmed?: boolean }) {
  const shown = useDeferredProducts(products);
  if (shown === null) return <ProductGridSkeleton />;
  const busy = dimmed || shown !== products;
  return (
    <div className={`${grid} transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
      <GridCards products={shown} />
    </div>
  );
}

/** Memoised so that the urgent render, which still shows the previous cards, does not render them again. */
const GridCards = memo(function GridCards({ products }: { products: Product[] }) {
  return products.map((p) => <ProductCard key={p.id} product={p} headingLevel={2} />);
});

/** Placeholders of the cards' size while the first page loads. */
export function ProductGridSkeleton({ count = PAGE_SIZE.products }: { count?: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function ProductCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`animate-pulse overflow-hidden rounded-xl border border-ink-700 bg-ink-900 ${className}`}>
      <div className="aspect-[4/3] bg-ink-800" />
      {/* BUDGET-8: the phone card's Add to cart, under the art. */}
      <div className="mx-3 mt-0 mb-3 h-9 rounded-lg bg-ink-800 sm:hidden" />
      <div className="space-y-2 p-3">
        <div className="h-3 w-1/3 rounded bg-ink-800" />
        <div className="h-10 rounded bg-ink-800" />
        <div className="h-5 w-1/2 rounded bg-ink-800" />
      </div>
    </div>
  );
}

import { PAGE_SIZE, type Product } from '@skins/contract';
import { ProductCard } from './product-card';

/** CAT-36: 1 to 5 columns depending on the width. BUDGET-4: the cards sit right under the page's h1, so their titles are h2. */
const grid = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function ProductGrid({ products, dimmed = false }: { products: Product[]; dimmed?: boolean }) {
  return (
    <div className={`${grid} transition-opacity ${dimmed ? 'opacity-60' : ''}`} aria-busy={dimmed}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} headingLevel={2} />
      ))}
    </div>
  );
}

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

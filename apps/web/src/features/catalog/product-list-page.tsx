import { CATEGORY } from '@skins/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { labelOf } from '../../i18n/labels';
import { Link, useLocation, useParams } from 'react-router';
import { useSubcategories } from './api/get-subcategories';
import { ProductListView } from './components/product-list-view';
import type { ListScope } from './hooks/use-product-filters';
import { usePageMeta } from '../../ui/use-page-meta';

/** 'all' (or no segment) means no subcategory: spec §2, category and subcategory default to all. */
const ALL = 'all';

/** ProductListPage: /products and /products/{category}/{subcategory?} (spec §2). */
export default function ProductListPage() {
  usePageMeta('products');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { subcategory } = useParams();
  // cs2 is the only category string (spec §3); any other segment lists the whole shop.
  const scope = useMemo<ListScope>(() => ({ category: CATEGORY, subcategory: subcategory && subcategory !== ALL ? subcategory : undefined }), [subcategory]);
  const query = useSubcategories(scope.category);
  const subcategories = query.data ?? [];
  const current = subcategories.find((s) => s.url === scope.subcategory);

  // BUDGET-2: while the subcategories load, the row already holds its 'All' pill, so the grid below does not move when they arrive.
  const nav = (query.isPending || subcategories.length > 0) && (
    <nav className="mb-4 flex gap-2 overflow-x-auto pb-1" aria-label={t('nav_products')}>
      {[{ url: ALL, name: t('subcategory_all') }, ...subcategories].map((s) => (
        <Link
          key={s.url}
          to={`/products/${CATEGORY}/${s.url}`}
          aria-current={(scope.subcategory ?? ALL) === s.url ? 'page' : undefined}
          className="shrink-0 rounded-full border border-ink-600 px-4 py-1.5 text-sm text-slate-300 hover:bg-ink-700 aria-[current=page]:border-accent-400 aria-[current=page]:bg-accent-400 aria-[current=page]:text-ink-950"
        >
          {s.url === ALL ? s.name : labelOf(t, 'category', s.name)}
        </Link>
      ))}
    </nav>
  );

  return <ProductListView key={pathname} title={current ? labelOf(t, 'category', current.name) : t('nav_products')} scope={scope} nav={nav} />;
}

import { BREAKPOINTS, CATEGORY, DEBOUNCE_MS, PAGE_SIZE, type MessageKey, type PageKind } from '@skins/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { i18n, useTranslation } from '../../../i18n';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useMediaQuery } from '../../../ui/use-media-query';
import { Pagination } from '../../../ui/pagination';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useFilterData } from '../api/get-filter-data';
import { useItems } from '../api/get-items';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { activeFilterCount, filtersFromQuery, filtersToQuery, itemsListParams, useProductFilters, type ListScope, type PageFlags } from '../hooks/use-product-filters';
import { ProductFilterFields, ProductFiltersBar, ProductSearch } from './product-filters-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface Props {
  title: string;
  flags?: PageFlags;
  scope: ListScope;
  /** Shown between the title and the filters (the subcategory links of ProductListPage). */
  nav?: ReactNode;
}

const NO_FLAGS: PageFlags = {};

/**
 * The body of ProductListPage, SalePage and NewItemsPage (spec §2, §4 Product list). Mount it
 * with key={pathname}: a route switch then starts from fresh filters (CAT-33).
 */
export function ProductListView({ title, flags = NO_FLAGS, scope, nav }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { filters, update, reset } = useProductFilters(flags);
  // Remounting the filter bar on Reset drops typed text that is not applied yet.
  const [generation, setGeneration] = useState(0);
  const clearAll = () => {
    reset();
    setGeneration((g) => g + 1);
  };

  // CAT-32: the product fetch waits until the filters have been still for 400 ms.
  const settled = useDebouncedValue(filtersToQuery(filters).toString(), DEBOUNCE_MS.productFetch);
  const params = useMemo(() => itemsListParams(filtersFromQuery(new URLSearchParams(settled), flags), scope), [settled, flags, scope]);
  const items = useItems(params);
  const filterData = useFilterData(scope.category);
  const products = items.data?.payload ?? [];
  const meta = items.data?.meta;
  // CAT-47: below the mobile breakpoint the filters are a sheet behind a 'Filters' button; wider screens keep the panel.
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 1}px)`);
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = () => setSheetOpen(false);
  const active = activeFilterCount(filters);

  let body: ReactNode;
  if (items.isPending) body = <ProductGridSkeleton />;
  else if (items.isError)
    body = (
      <div className="py-16 text-center">
        <p className="text-lg text-rose-300">{t('failed_to_load_products')}</p>
        <Button variant="secondary" onClick={() => void items.refetch()} className="mt-4">
          {t('try_again')}
        </Button>
      </div>
    );
  // CAT-41: 'No products found' with a 'Clear all' link to the page without filters.
  else if (products.length === 0)
    body = (
      <div className="py-16 text-center">
        <p className="text-lg font-medium text-slate-200">{t('no_products_found')}</p>
        <Link to={pathname} onClick={() => setGeneration((g) => g + 1)} className="mt-3 inline-block text-accent-300 underline underline-offset-4 hover:text-accent-200">
          {t('clear_all')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ProductGrid products={products} dimmed={items.isPlaceholderData} />
        {meta && <Pagination page={filters.page} pages={meta.pages} total={meta.total} pageSize={PAGE_SIZE.products} onPageChange={(page) => update({ page })} />}
      </>
    );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="mb-4 text-3xl font-bold text-slate-50">{title}</h1>
      {nav}
      {phone ? (
        <div key={generation} className="flex gap-2">
          <ProductSearch filters={filters} update={update} />
          {/* CAT-47: on phones the filters fold into a sheet; the button says how many are set. */}
          <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog" aria-label={active ? t('filters_open_count', { count: active }) : undefined} className="h-9 shrink-0 gap-2 px-3">
            {t('filters_open')}
            {active > 0 && (
              <span aria-hidden="true" className="grid min-w-5 place-items-center rounded-full bg-accent-400 px-1 text-xs font-semibold text-ink-950">
                {active}
              </span>
            )}
          </Button>
          <Modal
            open={sheetOpen}
            title={t('filters_open')}
            onClose={closeSheet}
            closeLabel={t('filters_close')}
            footer={
              // Intl only once the sheet is open: a phone's first list render starts no number formatting (BUDGET-10).
              sheetOpen && (
                <Button onClick={closeSheet} className="h-11 w-full">
                  {t('filters_show_results', { count: meta ? new Intl.NumberFormat(i18n.language).format(meta.total) : '…' })}
                </Button>
              )
            }
          >
            <ProductFilterFields filters={filters} update={update} filterData={filterData.data} onReset={clearAll} />
          </Modal>
        </div>
      ) : (
        <ProductFiltersBar key={generation} filters={filters} update={update} filterData={filterData.data} onReset={clearAll} />
      )}
      <div className="mt-6">{body}</div>
    </section>
  );
}

const WHOLE_SHOP: ListScope = { category: CATEGORY };

/** SalePage and NewItemsPage: the whole shop's list with one flag on (spec §4 Product list). */
export function flaggedListPage(titleKey: MessageKey, metaKind: PageKind, flags: PageFlags) {
  return function FlaggedListPage() {
    const { t } = useTranslation();
    usePageMeta(metaKind);
    return <ProductListView title={t(titleKey)} flags={flags} scope={WHOLE_SHOP} />;
  };
}

import { CATEGORY } from '@skins/contract';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { useFilterData } from '../../catalog/api/get-filter-data';
import { HomeSection } from './home-section';

/** CAT-43 (spec §2): a tile per item type, to ProductListPage with query type. */
export function TypeTiles() {
  const { t } = useTranslation();
  const { data, isPending } = useFilterData(CATEGORY);
  const types = data?.types ?? [];
  if (!isPending && types.length === 0) return null;
  return (
    <HomeSection id="type-tiles-title" title={t('shop_by_type')}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {isPending
          ? Array.from({ length: 10 }, (_, i) => <div key={i} className="h-20 animate-pulse rounded-xl bg-ink-800" />)
          : types.map((type) => (
              <Link
                key={type}
                to={`/products?type=${encodeURIComponent(type)}`}
                className="flex h-20 items-center justify-center rounded-xl border border-ink-700 bg-ink-900 px-3 text-center font-semibold text-slate-100 transition-colors hover:border-accent-400 hover:text-accent-300"
              >
                {type}
              </Link>
            ))}
      </div>
    </HomeSection>
  );
}

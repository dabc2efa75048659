import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { useRecommendedItems } from '../catalog/api/get-recommended-items';
import { ProductCarousel } from '../catalog/components/product-carousel';
import { Hero } from './components/hero';
import { NewArrivalsCta } from './components/new-arrivals-cta';
import { SaleBanner } from './components/sale-banner';
import { TypeTiles } from './components/type-tiles';
import { WhyUs } from './components/why-us';
import { usePageMeta } from '../../ui/use-page-meta';

/** Below the fold and outside the first view's JS budget: its own chunk (PACK-WEB-1). */
const PacksSection = lazy(() => import('../packs/components/packs-section'));

/** Home (spec §1): hero, why-us, banner, Daily Drops, a tile per type, the packs (issue 7), the new-arrivals call to action. */
export default function HomePage() {
  usePageMeta('home');
  const { t } = useTranslation();
  const recommended = useRecommendedItems();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Hero />
      <WhyUs />
      <SaleBanner />
      <ProductCarousel title={t('daily_drops')} products={recommended.data ?? []} loading={recommended.isPending} />
      <TypeTiles />
      <Suspense fallback={null}>
        <PacksSection />
      </Suspense>
      <NewArrivalsCta />
    </div>
  );
}

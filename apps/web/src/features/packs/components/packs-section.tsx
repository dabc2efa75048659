import '../../../i18n/packs';
import { imageUrl } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale-store';
import { buttonClass } from '../../../ui/button';
import { packsQueryOptions } from '../api/packs-calls';
import { PackPrice } from './pack-price';

/**
 * PACK-WEB-1: the home page's packs (issue 7), loaded lazily below the fold: each pack's picture,
 * title, skin count, price against its skins bought separately, and whether it is sold out; then
 * the way to request a skin the shop does not hold. Nothing shows while loading or on failure.
 */
export default function PacksSection() {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const packs = useQuery(packsQueryOptions(currency.code));
  if (!packs.data || packs.data.length === 0) return null;
  return (
    <section className="py-8" aria-labelledby="home-packs">
      <h2 id="home-packs" className="text-2xl font-bold text-slate-100">
        {t('packs_title')}
      </h2>
      <p className="mt-1 mb-5 text-slate-400">{t('packs_subtitle')}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {packs.data.map((pack) => (
          <li key={pack.id} data-testid="pack-card" className="relative flex gap-4 rounded-xl border border-ink-700 bg-ink-900 p-3 transition-colors focus-within:border-accent-400 hover:border-slate-600">
            <img src={imageUrl(pack.img_url)} alt="" loading="lazy" width={96} height={72} className="h-[72px] w-24 shrink-0 rounded-lg bg-ink-800 object-contain p-1" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="truncate font-semibold text-slate-100">
                <Link to={`/packs/${pack.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
                  {pack.title}
                </Link>
              </h3>
              <p className="text-xs text-slate-400">
                {t('packs_skins_count', { count: pack.items.length })}
                {!pack.available && <span className="ml-2 rounded bg-red-500/15 px-1.5 py-0.5 text-red-300">{t('packs_sold_out')}</span>}
              </p>
              <PackPrice pack={pack} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-dashed border-ink-600 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-slate-100">{t('packs_request_title')}</p>
          <p className="text-sm text-slate-400">{t('packs_request_text')}</p>
        </div>
        <Link to="/request-skin" className={buttonClass('secondary', 'h-10')}>
          {t('packs_request_button')}
        </Link>
      </div>
    </section>
  );
}

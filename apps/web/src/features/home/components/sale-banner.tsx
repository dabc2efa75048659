import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';

/** Spec §1: the banner, pointing at the discount store. */
export function SaleBanner() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-rose-600 to-accent-500 px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
      <div>
        <h2 className="text-2xl font-bold text-white">{t('banner_title')}</h2>
        <p className="mt-1 text-white/90">{t('banner_text')}</p>
      </div>
      <Link to="/sale" className="inline-flex h-11 shrink-0 items-center rounded-xl bg-ink-950 px-6 font-semibold text-white hover:bg-ink-700">
        {t('banner_button')}
      </Link>
    </section>
  );
}

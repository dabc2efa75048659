import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';

/** Spec §1: the hero with a Shop now button. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-3xl border border-ink-700 bg-[radial-gradient(ellipse_at_top_right,rgba(251,191,36,0.25),transparent_55%),linear-gradient(135deg,var(--color-ink-800),var(--color-ink-950))] px-6 py-16 sm:px-12 sm:py-24">
      <div className="max-w-2xl">
        <h1 className="text-4xl font-extrabold leading-tight text-slate-50 sm:text-5xl">{t('hero_title')}</h1>
        <p className="mt-4 text-lg text-slate-300">{t('hero_text')}</p>
        <Link to="/products" className={buttonClass('primary', 'mt-8 h-12 px-8 text-base')}>
          {t('shop_now')}
        </Link>
      </div>
    </section>
  );
}

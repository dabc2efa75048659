import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../../app/session-store';
import { buttonClass } from '../../../ui/button';

/** Spec §1: hero_button to ProductListPage when signed in, cta_btn to sign-up when signed out. */
export function NewArrivalsCta() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <section className="my-12 rounded-3xl border border-ink-700 bg-ink-900 px-6 py-12 text-center">
      <h2 className="text-3xl font-bold text-slate-50">{t('new_arrivals_title')}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-400">{t('new_arrivals_text')}</p>
      <Link
        to={signedIn ? '/products' : '/auth?form=signup'}
        className={buttonClass('primary', 'mt-8 h-12 px-8 text-base')}
      >
        {t(signedIn ? 'hero_button' : 'cta_btn')}
      </Link>
    </section>
  );
}

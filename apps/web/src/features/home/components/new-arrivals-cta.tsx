import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { useSettings } from '../../reference-data/api/reference-data';
import { useSignedIn } from '../../../app/session-store';
import { buttonClass } from '../../../ui/button';

/**
 * Spec §1: hero_button to ProductListPage when signed in, cta_btn to sign-up when signed out.
 * JOURNEY-7: while registration is off (is_reg_enabled, spec §6) a guest is offered sign-in instead.
 */
export function NewArrivalsCta() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const regEnabled = useSettings().data?.is_reg_enabled ?? false;
  const [to, label] = signedIn ? ['/products', 'hero_button'] : regEnabled ? ['/auth?form=signup', 'cta_btn'] : ['/auth', 'nav_login'];
  return (
    <section className="my-12 rounded-3xl border border-ink-700 bg-ink-900 px-6 py-12 text-center">
      <h2 className="text-3xl font-bold text-slate-50">{t('new_arrivals_title')}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-400">{t('new_arrivals_text')}</p>
      <Link to={to} className={buttonClass('primary', 'mt-8 h-12 px-8 text-base')}>
        {t(label)}
      </Link>
    </section>
  );
}

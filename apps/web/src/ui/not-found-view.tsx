import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { usePageMeta } from './use-page-meta';

/** Spec §2: any unknown route, and a static page that does not exist, shows this. */
export function NotFoundView() {
  const { t } = useTranslation();
  usePageMeta('notFound');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="bg-gradient-to-br from-accent-400 to-fuchsia-500 bg-clip-text text-8xl font-black text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-white">{t('not_found_title')}</h1>
      <p className="mt-3 text-slate-400">{t('not_found_text')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        {t('not_found_home')}
      </Link>
    </section>
  );
}

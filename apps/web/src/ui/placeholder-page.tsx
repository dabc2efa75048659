import { useTranslation } from 'react-i18next';

/** Shown on routes whose capability is not built yet (a later issue replaces it). */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('placeholder_title')}</h1>
      <p className="mt-2 text-slate-400">{t('placeholder_text')}</p>
    </section>
  );
}

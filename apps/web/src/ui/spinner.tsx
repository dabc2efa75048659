import { useTranslation } from '../i18n';

/** A spinning ring with an accessible "Loading..." label. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span aria-hidden="true" className={`${className} animate-spin rounded-full border-2 border-ink-600 border-t-accent-500`} />
      <span className="sr-only">{t('loading')}</span>
    </span>
  );
}

/** A spinner centred in the page's content area. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}

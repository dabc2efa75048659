import type { StaticPage } from '@skins/contract';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function DocLink({ page, children }: { page?: StaticPage; children: ReactNode }) {
  if (!page) return <span className="font-semibold">{children}</span>;
  return (
    <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className="font-semibold text-accent-400 hover:underline">
      {children}
    </a>
  );
}

export type TermsConsentProps = InputHTMLAttributes<HTMLInputElement> & { pages: StaticPage[]; error?: string };

/**
 * The checkout forms' terms checkbox, linking to the static pages flagged is_terms and is_privacy
 * (texts of the payments area). Works with react-hook-form's register(). SHELL-14: the box is
 * 24×24 px, a target a thumb can hit (WCAG 2.2 SC 2.5.8).
 */
export const TermsConsent = forwardRef<HTMLInputElement, TermsConsentProps>(function TermsConsent({ pages, error, ...rest }, ref) {
  const { t } = useTranslation();
  const terms = pages.find((p) => p.is_terms === 1);
  const privacy = pages.find((p) => p.is_privacy === 1);
  return (
    <div>
      <label className="flex items-start gap-2.5 text-sm leading-6 text-slate-300">
        <input ref={ref} type="checkbox" className="size-6 shrink-0 accent-accent-500" aria-invalid={error ? true : undefined} {...rest} />
        <span>
          {t('cart_terms_prefix')} <DocLink page={terms}>{t('cart_terms_link')}</DocLink> {t('cart_terms_and')} <DocLink page={privacy}>{t('cart_privacy_link')}</DocLink>
        </span>
      </label>
      {error && <p className="mt-1.5 text-sm text-red-400">{error}</p>}
    </div>
  );
});

import type { MessageKey } from '@skins/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { useReservedBottom } from '../../ui/use-reserved-bottom';
import { COOKIE_DEFAULTS, COOKIE_REJECT_ALL, cookieConsentStore, useCookieBannerOpen, useCookieConsent, type CookieChoice, type OptionalCookieKind } from './cookie-consent-store';

const TOGGLES: { kind: OptionalCookieKind | 'essential'; title: MessageKey; text: MessageKey }[] = [
  { kind: 'essential', title: 'cookie_essential', text: 'cookie_essential_text' },
  { kind: 'performance', title: 'cookie_performance', text: 'cookie_performance_text' },
  { kind: 'functional', title: 'cookie_functional', text: 'cookie_functional_text' },
  { kind: 'targeting', title: 'cookie_analytics', text: 'cookie_analytics_text' },
];

/**
 * Spec §1 cookie banner: OK saves the current toggles (the defaults unless customised),
 * Customize opens the toggles with Proceed, Reject All keeps essential cookies only.
 * ANALYTICS-3: reopened from the footer, it shows the saved choice's toggles to change it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const [asked, setCustomizing] = useState(false);
  const [edited, setChoice] = useState<CookieChoice | null>(null);
  const dialog = useRef<HTMLElement>(null);
  // BUDGET-6: the dialog takes focus when it opens: on a first visit unless the visitor is already in a field, always when reopened from the footer.
  useEffect(() => {
    const idle = document.activeElement === null || document.activeElement === document.body;
    if (idle || consent !== null) dialog.current?.focus();
    // Only when it opens: a later choice re-renders it with another consent.
  }, []);
  const bar = useRef<HTMLDivElement>(null);
  useReservedBottom(bar);
  if (!useCookieBannerOpen()) return null;
  // Changing a saved choice starts from its toggles.
  const customizing = asked || consent !== null;
  const choice = edited ?? consent ?? COOKIE_DEFAULTS;

  const save = (c: CookieChoice) => {
    setChoice(null);
    cookieConsentStore.save(c);
  };
  return (
    // BUDGET-6: sticky below the page (AppLayout puts it last), so it never covers the end of a page;
    // from 1024 px a card in the bottom-right corner, clear of the centred forms and the hero's button (left-aligned) even on a 720 px high laptop screen.
    <div ref={bar} className="pointer-events-none sticky bottom-0 z-40 px-3 pb-3 sm:px-6 sm:pb-6">
      <section
        ref={dialog}
        role="dialog"
        aria-modal="false"
        aria-labelledby="cookie-banner-title"
        aria-describedby={customizing ? undefined : 'cookie-banner-text'}
        tabIndex={-1}
        data-testid="cookie-banner"
        className="pointer-events-auto mx-auto max-w-3xl rounded-2xl lg:mr-0 lg:ml-auto lg:w-80 border border-ink-600 bg-ink-900/95 p-4 shadow-2xl shadow-black/60 backdrop-blur focus:outline-none sm:p-5"
      >
        <div className="flex items-start gap-3">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-accent-400">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm1 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 .5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
            />
          </svg>
          <div className="min-w-0 flex-1">
            <h2 id="cookie-banner-title" className="font-semibold text-white">
              {customizing ? t('cookie_settings_title') : t('cookie_title')}
            </h2>
            {!customizing && (
              <p id="cookie-banner-text" className="mt-1 text-sm text-slate-400">
                {t('cookie_text')}
              </p>
            )}
          </div>
        </div>

        {customizing && (
          <ul className="mt-4 divide-y divide-ink-700 rounded-xl border border-ink-700 bg-ink-950/60">
            {TOGGLES.map(({ kind, title, text }) => {
              const checked = kind === 'essential' ? true : choice[kind];
              return (
                <li key={kind} className="flex items-center justify-between gap-4 px-4 py-3">
                  <label htmlFor={`cookie-${kind}`} className="min-w-0 cursor-pointer">
                    <span className="block text-sm font-medium text-slate-100">{t(title)}</span>
                    <span className="block text-xs text-slate-400">{t(text)}</span>
                  </label>
                  <span className="relative inline-flex shrink-0">
                    <input
                      id={`cookie-${kind}`}
                      type="checkbox"
                      role="switch"
                      name={kind}
                      checked={checked}
                      disabled={kind === 'essential'}
                      onChange={(e) => kind !== 'essential' && setChoice({ ...choice, [kind]: e.target.checked })}
                      className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    />
                    <span aria-hidden="true" className="h-6 w-11 rounded-full bg-ink-600 transition-colors peer-checked:bg-accent-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400 peer-disabled:opacity-60" />
                    <span aria-hidden="true" className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5" />
                  </span>
                </li>
              );
            })}
          </ul>
        )}

        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {!customizing && (
            <Button variant="ghost" className="flex-1 sm:flex-none lg:flex-1" onClick={() => setCustomizing(true)}>
              {t('cookie_customize')}
            </Button>
          )}
          <Button variant="secondary" className="flex-1 sm:flex-none lg:flex-1" onClick={() => save(COOKIE_REJECT_ALL)}>
            {t('cookie_reject_all')}
          </Button>
          <Button onClick={() => save(choice)} className="flex-1 sm:min-w-24 sm:flex-none lg:flex-1">
            {customizing ? t('cookie_proceed') : t('cookie_ok')}
          </Button>
        </div>
      </section>
    </div>
  );
}

import type { MessageKey, Settings, SocialLink, StaticPage } from '@skins/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { Logo } from './header';
import { MailIcon } from './icons';

/** Card-brand logos (spec §1), served from the app's public folder: the cards the shop's card payment takes (it is always on). */
const CARD_BRANDS = [
  { src: '/img/brands/visa.svg', name: 'Visa' },
  { src: '/img/brands/mastercard.svg', name: 'Mastercard' },
  { src: '/img/brands/maestro.svg', name: 'Maestro' },
] as const;

/**
 * SHELL-13: what the footer says the shop accepts follows its payment method settings: the card
 * brands, then each other method the shop has on (MB WAY, Multibanco) with its own picture; the
 * balance is no way to pay from outside, and no logo of a method the shop does not take.
 */
export function acceptedLogos(settings: Settings | undefined): { src: string; name: string }[] {
  const others = (settings?.payment_methods ?? []).filter((m) => m.code !== 'card' && m.code !== 'balance' && m.image);
  return [...CARD_BRANDS, ...others.map((m) => ({ src: m.image, name: m.title }))];
}

/** BUDGET-8: at least 24 px tall, a tap target of its own. */
const linkClass = 'inline-flex min-h-6 items-center text-left text-sm text-slate-300 transition-colors hover:text-accent-400';

export interface FooterProps {
  settings?: Settings;
  pages: StaticPage[];
  socialLinks: SocialLink[];
  onCookieSettings?: () => void;
}

function Section({ title, children }: { title: MessageKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="text-xs font-bold tracking-widest text-slate-500 uppercase">{t(title)}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Spec §1 footer: support email, requisites, copyright, social links, card brands, static pages. */
export function Footer({ settings, pages, socialLinks, onCookieSettings }: FooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-ink-700 bg-ink-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div className="space-y-4">
          <Logo />
          {settings?.requisites && (
            <Section title="footer_requisites">
              <p className="text-sm whitespace-pre-line text-slate-400">{settings.requisites}</p>
            </Section>
          )}
        </div>

        <Section title="footer_pages">
          <ul className="space-y-2">
            {pages.map((p) => (
              <li key={p.id}>
                <Link to={`/${p.slug}`} className={linkClass}>
                  {p.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/support" className={linkClass}>
                {t('footer_contact_support')}
              </Link>
            </li>
            {onCookieSettings && (
              <li>
                <button type="button" onClick={onCookieSettings} className={linkClass}>
                  {t('cookie_settings_title')}
                </button>
              </li>
            )}
          </ul>
        </Section>

        <div className="space-y-6">
          {settings?.support_email && (
            <Section title="footer_support">
              <a href={`mailto:${settings.support_email}`} className={`${linkClass} gap-2 break-all`}>
                <MailIcon />
                {settings.support_email}
              </a>
            </Section>
          )}
          {socialLinks.length > 0 && (
            <Section title="footer_follow_us">
              <ul className="flex flex-wrap gap-2">
                {socialLinks.map((s) => (
                  <li key={s.id}>
                    <a
                      href={s.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 rounded-lg border border-ink-600 bg-ink-800 px-3 py-1.5 text-sm text-slate-300 transition-colors hover:border-accent-500 hover:text-white"
                    >
                      <img src={s.img} alt="" className="size-4" loading="lazy" />
                      {s.title}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <Section title="footer_we_accept">
          <ul className="grid max-w-64 grid-cols-3 gap-2">
            {acceptedLogos(settings).map((b) => (
              <li key={b.src} className="flex h-10 items-center justify-center rounded-md bg-white px-2">
                <img src={b.src} alt={b.name} title={b.name} className="max-h-7 w-full object-contain" loading="lazy" />
              </li>
            ))}
          </ul>
        </Section>
      </div>
      {settings?.copyright && (
        <div className="border-t border-ink-700">
          <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-500 lg:px-6">
            {settings.copyright}
          </p>
        </div>
      )}
    </footer>
  );
}

import type { MessageKey } from '@skins/contract';
import { useTranslation } from '../../../i18n';
import { HomeSection } from './home-section';

const reasons: { title: MessageKey; text: MessageKey; icon: string }[] = [
  { title: 'why_exclusive_drops', text: 'why_exclusive_drops_text', icon: 'M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z' },
  { title: 'why_fast_secure', text: 'why_fast_secure_text', icon: 'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z' },
  { title: 'why_your_vibe', text: 'why_your_vibe_text', icon: 'M12 21s-8-5.5-8-11a5 5 0 0 1 8-4 5 5 0 0 1 8 4c0 5.5-8 11-8 11z' },
];

/** Spec §1: the why-us block (exclusive drops, fast and secure, your vibe). */
export function WhyUs() {
  const { t } = useTranslation();
  return (
    <HomeSection id="why-us-title" title={t('why_us_title')} className="py-12">
      <div className="grid gap-4 md:grid-cols-3">
        {reasons.map((r) => (
          <div key={r.title} className="rounded-2xl border border-ink-700 bg-ink-900 p-6">
            <svg viewBox="0 0 24 24" className="h-8 w-8 fill-accent-400" aria-hidden="true">
              <path d={r.icon} />
            </svg>
            <h3 className="mt-4 text-lg font-semibold text-slate-100">{t(r.title)}</h3>
            <p className="mt-2 text-sm text-slate-400">{t(r.text)}</p>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { twoFactorStatusQueryOptions } from './api/two-factor-calls';

/** BUDGET-1: the steps (password, QR code, first code, recovery codes; turning off) load when one is started. */
const TwoFactorFlow = lazy(() => import('./two-factor-flow'));

/** The anchor of the section (the back office's gate links to /account/personal#two-factor, SEC-24). */
export const TWO_FACTOR_ANCHOR = 'two-factor';

/**
 * SEC-20: the profile tab's two-factor sign-in: off, it says what it is and offers to turn it on;
 * on, it says so with the recovery codes left and offers to turn it off. The steps of either are
 * ./two-factor-flow.tsx.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const status = useQuery(twoFactorStatusQueryOptions());
  const [flow, setFlow] = useState<'on' | 'off' | null>(null);
  const scrolled = useRef(false);
  const loaded = status.data !== undefined;
  // SEC-24: /account/personal#two-factor scrolls here once the section has its height.
  useEffect(() => {
    if (!loaded || scrolled.current || hash !== `#${TWO_FACTOR_ANCHOR}`) return;
    scrolled.current = true;
    document.getElementById(TWO_FACTOR_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  // The flow stays open over a refetched status: the recovery codes are shown after it is on.
  if (flow)
    return (
      <Suspense fallback={<PageSpinner />}>
        <TwoFactorFlow mode={flow} onClose={() => setFlow(null)} />
      </Suspense>
    );
  if (!status.data) return status.isPending ? <PageSpinner /> : <p role="alert" className="text-sm text-red-300">{t('account_two_factor_load_failed')}</p>;
  if (status.data.enabled)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="font-medium text-emerald-300">{t('account_two_factor_on')}</p>
        <p className="text-sm text-slate-400" data-testid="recovery-codes-left">
          {t('account_two_factor_codes_left', { n: status.data.recovery_codes_left })}
        </p>
        <Button variant="secondary" className="max-w-full whitespace-normal" onClick={() => setFlow('off')}>
          {t('account_two_factor_turn_off')}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-slate-300">{t('account_two_factor_about')}</p>
      <Button className="max-w-full whitespace-normal" onClick={() => setFlow('on')}>
        {t('account_two_factor_turn_on')}
      </Button>
    </div>
  );
}

import '../../i18n/offers';
import { offerStatusValues, type OfferDetails, type OfferStatus } from '@skins/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ResultCard } from '../../ui/result-card';
import { Spinner } from '../../ui/spinner';
import { PayoutLinks } from './payout-links';
import { usePageMeta } from '../../ui/use-page-meta';
import { payoutOutcome, usePendingPayoutOffer } from './api/payout-offer';

/**
 * Where a settled payout leads: approved -> success; failed -> failure with its message. An offer
 * the server does not know (404: another user's, or none) leads to failure with the server's message.
 */
function settledPayoutPath(offer: OfferDetails | undefined, error: Error | null, id: number): string | null {
  if (error instanceof ApiError && error.status === 404) return `/fail-payout?status=failed&offer=${id}&message=${encodeURIComponent(error.message)}`;
  const outcome = payoutOutcome(offer);
  if (!offer || !outcome) return null;
  if (outcome.approved) return `/success-payout?status=approved&offer=${offer.id}`;
  return `/fail-payout?status=failed&offer=${offer.id}${outcome.message ? `&message=${encodeURIComponent(outcome.message)}` : ''}`;
}

/**
 * /pending-payout (spec §2, OFFER-WEB-9): a spinner and the status (query status, default pending).
 * With an offer id it asks GET /offer/{id} at once and every 5 s while the page is open, and moves
 * to the success or failure page when the payout settles; an unknown offer goes to the failure page.
 * Another failed request (the network) stops it.
 */
export default function PendingPayoutPage() {
  usePageMeta('payout');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('offer'));
  const valid = Number.isInteger(id) && id > 0;
  const offer = usePendingPayoutOffer(valid ? id : null);
  const next = settledPayoutPath(offer.data, offer.error, id);
  useEffect(() => {
    if (next) navigate(next, { replace: true });
  }, [next, navigate]);

  const status = offer.data?.status ?? params.get('status') ?? 'pending';
  const known = (s: string): s is OfferStatus => (offerStatusValues as readonly string[]).includes(s);
  // The default 'pending' is the payout's, not the offer's "pending review".
  const statusText = status === 'pending' ? t('payout_status_pending') : known(status) ? t(`offers_status_${status}`) : status.replace(/_/g, ' ');
  // OPS-27: the provider's note about the pending payout, as the fail page shows its message.
  const message = params.get('message')?.trim();
  return (
    <ResultCard icon={<Spinner className="size-14" />} title={t('payout_pending_title')} actions={<PayoutLinks />}>
      <p role="status" data-testid="payout-status">
        {t('payout_pending_status', { status: statusText })}
      </p>
      {message && <p data-testid="payout-message">{message}</p>}
    </ResultCard>
  );
}

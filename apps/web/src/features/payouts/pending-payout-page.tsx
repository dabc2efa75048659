import '../../i18n/offers';
import { offerStatusKind, offerStatusValues, PAYOUT_POLL_MS, type OfferDetails, type OfferStatus } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { offerDetailsQueryOptions } from '../account/api/offers-calls';
import { ResultCard } from '../../ui/result-card';
import { Spinner } from '../../ui/spinner';
import { PayoutLinks } from './payout-links';
import { usePageMeta } from '../../ui/use-page-meta';

/** Where a settled payout leads: approved -> success; a failed payout or any failure status of the offer (spec §4 "others") -> failure with its message. */
function settledPayoutPath(offer: OfferDetails | undefined): string | null {
  if (!offer) return null;
  if (offer.status === 'approved') return `/success-payout?status=approved&offer=${offer.id}`;
  if (offerStatusKind(offer.status) === 'failure' || offer.payout?.status === 'failed') {
    const message = offer.payout?.message ? `&message=${encodeURIComponent(offer.payout.message)}` : '';
    return `/fail-payout?status=failed&offer=${offer.id}${message}`;
  }
  return null;
}

/**
 * /pending-payout (spec §2, OFFER-WEB-9): a spinner and the status (query status, default pending).
 * With an offer id it asks GET /offer/{id} at once and every 5 s while the page is open, and moves
 * to the success or failure page when the payout settles. A failed request (unknown offer) stops it.
 */
export default function PendingPayoutPage() {
  usePageMeta('payout');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('offer'));
  const valid = Number.isInteger(id) && id > 0;
  const offer = useQuery({ ...offerDetailsQueryOptions(id), enabled: valid, refetchInterval: (q) => (q.state.status === 'error' || settledPayoutPath(q.state.data) ? false : PAYOUT_POLL_MS) });
  const next = settledPayoutPath(offer.data);
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

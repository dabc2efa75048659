import '../../i18n/payments';
import { DEPOSIT_POLL_MS } from '@skins/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { fetchPaymentStatus, type PaymentStatus } from './api/payment-status';
import { ResultCard } from '../../ui/result-card';
import { usePageMeta } from '../../ui/use-page-meta';

/**
 * /pending-payment and /processing-payment (spec §2, §4 Payments). PAY-WEB-8: without an order id
 * it goes to the failure page; otherwise it asks the status at once and every 5 s while open, and
 * stops on leaving. Success -> success page (type topup for a top-up); Error or null -> failure
 * page with 'Payment processing failed'; Cancelled stops the polling; others show the status.
 */
export default function PendingPaymentPage() {
  usePageMeta('payment');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('order') || params.get('order_id');
  // A top-up (type topup, or no type) asks /deposit/status; an order's page (type product or other) asks /purchase/status.
  const type = params.get('type') || 'topup';
  const [status, setStatus] = useState<PaymentStatus>('Pending');

  useEffect(() => {
    if (!id) {
      navigate('/fail-payment', { replace: true });
      return;
    }
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let next: PaymentStatus | null;
      try {
        next = await fetchPaymentStatus(type === 'topup' ? 'deposit' : 'purchase', id, abort.signal);
      } catch {
        return; // left the page
      }
      if (abort.signal.aborted) return;
      if (next === 'Success') navigate(`/success-payment?type=${encodeURIComponent(type)}`, { replace: true });
      else if (next === 'Error' || next === null)
        navigate(`/fail-payment?type=${encodeURIComponent(type)}&error=${encodeURIComponent(t('pay_processing_failed'))}`, { replace: true });
      else {
        setStatus(next);
        if (next !== 'Cancelled') timer = setTimeout(() => void poll(), DEPOSIT_POLL_MS);
      }
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [id, type, navigate, t]);

  return (
    <ResultCard
      icon={<Spinner className="size-14" />}
      title={t('pay_pending_title')}
      actions={
        <>
          <Link to="/account/transactions" className={buttonClass('primary', 'h-11')}>
            {t('pay_to_transaction_history')}
          </Link>
          <Link to="/" className={buttonClass('secondary', 'h-11')}>
            {t('pay_to_home')}
          </Link>
        </>
      }
    >
      <p role="status" data-testid="payment-status">
        {t('pay_pending_status', { status })}
      </p>
    </ResultCard>
  );
}

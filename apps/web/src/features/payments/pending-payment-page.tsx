import '../../i18n/payments';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { usePaymentStatus } from './api/payment-status';
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
  const id = params.get('order') || params.get('order_id') || null;
  // A top-up (type topup, or no type) asks /deposit/status; an order's page (type product or other) asks /purchase/status.
  const type = params.get('type') || 'topup';
  const payment = usePaymentStatus(type === 'topup' ? 'deposit' : 'purchase', id);
  const next = payment.data;

  useEffect(() => {
    if (!id) navigate('/fail-payment', { replace: true });
    else if (next === 'Success') navigate(`/success-payment?type=${encodeURIComponent(type)}`, { replace: true });
    else if (next === 'Error' || next === null) navigate(`/fail-payment?type=${encodeURIComponent(type)}&error=${encodeURIComponent(t('pay_processing_failed'))}`, { replace: true });
  }, [id, next, type, navigate, t]);

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
        {t('pay_pending_status', { status: next === 'Cancelled' ? next : 'Pending' })}
      </p>
    </ResultCard>
  );
}

import '../../i18n/payments';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { ResultCard } from '../../ui/result-card';
import { usePageMeta } from '../../ui/use-page-meta';
import { useRefreshAfterPayment } from './api/payment-done';

/**
 * /success-payment?type=topup|other (spec §2 Payment result screens). PAY-WEB-7 (spec §4): the page
 * resets the cart state after a purchase, or the top-up state (balance, payment history) after a top-up.
 */
export default function SuccessPaymentPage() {
  usePageMeta('payment');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const topup = params.get('type') === 'topup';
  useRefreshAfterPayment(topup);
  return (
    <ResultCard
      icon="success"
      title={t(topup ? 'pay_success_title_topup' : 'pay_success_title_purchase')}
      actions={
        <>
          <Link to={topup ? '/account/transactions' : '/account/orders'} className={buttonClass('primary', 'h-11')}>
            {t(topup ? 'pay_to_transactions' : 'pay_to_orders')}
          </Link>
          <Link to={topup ? '/' : '/products'} className={buttonClass('secondary', 'h-11')}>
            {t(topup ? 'pay_to_home' : 'cart_continue_shopping')}
          </Link>
        </>
      }
    >
      <p>{t(topup ? 'pay_success_text_topup' : 'pay_success_text_purchase')}</p>
    </ResultCard>
  );
}

import '../../i18n/payments';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { ResultCard } from '../../ui/result-card';
import { usePageMeta } from '../../ui/use-page-meta';

/** /fail-payment (spec §2): the `error` query text, or a default description. */
export default function FailPaymentPage() {
  usePageMeta('payment');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const topup = params.get('type') === 'topup';
  const error = params.get('error')?.trim();
  return (
    <ResultCard
      icon="failure"
      title={t('pay_fail_title')}
      actions={
        <>
          <Link to={topup ? '/account/personal' : '/cart'} className={buttonClass('primary', 'h-11')}>
            {t('cart_try_again')}
          </Link>
          <Link to="/" className={buttonClass('secondary', 'h-11')}>
            {t('pay_to_home')}
          </Link>
        </>
      }
    >
      <p role="alert">{error || t('pay_fail_text')}</p>
    </ResultCard>
  );
}

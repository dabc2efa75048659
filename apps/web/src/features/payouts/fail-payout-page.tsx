import '../../i18n/offers';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResultCard } from '../../ui/result-card';
import { PayoutLinks } from './payout-links';
import { usePageMeta } from '../../ui/use-page-meta';

/** /fail-payout (spec §2, OFFER-WEB-9): the `message` query text, or a default description. */
export default function FailPayoutPage() {
  usePageMeta('payout');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const message = params.get('message')?.trim();
  return (
    <ResultCard icon="failure" title={t('payout_fail_title')} actions={<PayoutLinks />}>
      <p role="alert">{message || t('payout_fail_text')}</p>
    </ResultCard>
  );
}

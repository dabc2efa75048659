import '../../i18n/offers';
import { useTranslation } from 'react-i18next';
import { ResultCard } from '../../ui/result-card';
import { PayoutLinks } from './payout-links';
import { usePageMeta } from '../../ui/use-page-meta';
import { useRefreshAfterPayout } from './api/payout-offer';

/** /success-payout (spec §2, OFFER-WEB-9): the payout is on its way; notice within 3 working days (spec §9). */
export default function SuccessPayoutPage() {
  usePageMeta('payout');
  const { t } = useTranslation();
  useRefreshAfterPayout();
  return (
    <ResultCard icon="success" title={t('payout_success_title')} actions={<PayoutLinks />}>
      <p>{t('payout_success_text')}</p>
    </ResultCard>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

/** The buttons of every payout result screen: the offers tab and home (spec §2). */
export function PayoutLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/account/offers" className={buttonClass('primary', 'h-11')}>
        {t('payout_to_offers')}
      </Link>
      <Link to="/" className={buttonClass('secondary', 'h-11')}>
        {t('payout_to_home')}
      </Link>
    </>
  );
}

import type { OperatorCustomerDetail } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { eraseCustomer } from '../api/erase-customer';
import { useActed } from '../api/use-acted';
import { when } from '../components/format';
import { ReasonDialog } from '../components/reason-dialog';

/**
 * GDPR-WEB-3: the owner erases a customer's personal data on their request: a reason (how the
 * request came), a confirmation that says what goes and what stays; a refusal (a balance, an open
 * order …) stays in the dialog with the API's reason. An erased customer shows when, and no button.
 */
export function CustomerErase({ customer, allowed }: { customer: OperatorCustomerDetail; allowed: boolean }) {
  const { t } = useTranslation();
  const acted = useActed();
  const [asking, setAsking] = useState(false);
  if (customer.erased_at !== null) {
    return (
      <p className="text-sm text-amber-300" data-testid="customer-erased">
        {t('op_customer_erased', { when: when(customer.erased_at) })}
      </p>
    );
  }
  if (!allowed) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('op_customer_erase')}
      </Button>
      <ReasonDialog
        open={asking}
        title={t('op_customer_erase_title', { who: customer.email ?? customer.steamid ?? `#${customer.id}` })}
        message={t('op_customer_erase_text')}
        label={t('op_customer_erase_reason')}
        confirmLabel={t('op_customer_erase')}
        destructive
        required
        onClose={() => setAsking(false)}
        onConfirm={(reason) => acted(() => eraseCustomer(customer.id, reason))}
      />
    </>
  );
}

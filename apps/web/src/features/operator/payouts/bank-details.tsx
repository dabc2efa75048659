import { formatMoney } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { FormMessage } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { getBankDetails } from '../api/payouts-calls';

/** OPS-21, OPS-51: a bank payout's IBAN (grouped by 4) and holder, read when the operator asks and kept in no cache after the dialog closes. */
export function BankDetails({ payoutId, onClose }: { payoutId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useQuery({ queryKey: ['operator', 'bank-details', payoutId], queryFn: () => getBankDetails(payoutId), gcTime: 0, staleTime: 0 });
  return (
    <Modal open title={t('op_bank_details_title', { id: payoutId })} onClose={onClose} closeLabel={t('op_close')}>
      {details.isPending ? (
        <Spinner />
      ) : details.error ? (
        <FormMessage>{errorMessage(details.error, t('op_load_failed'))}</FormMessage>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-400">{t('op_bank_iban')}</dt>
          <dd className="font-mono break-all text-white">{details.data.iban.replace(/(.{4})(?=.)/g, '$1 ')}</dd>
          <dt className="text-slate-400">{t('op_bank_holder')}</dt>
          <dd className="text-white">{details.data.holder_name}</dd>
          <dt className="text-slate-400">{t('op_bank_amount')}</dt>
          <dd className="text-white">{formatMoney(details.data.amount, details.data.currency)}</dd>
        </dl>
      )}
    </Modal>
  );
}

import { operatorBulkPriceBodySchema } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { checkBody } from '../components/contract-save';
import { useChangePrices } from '../api/change-prices';
import type { ItemListParams } from '../api/get-items';

/**
 * OPS-65, OPS-79: the bulk price change: a percentage applied to the chosen items, or to every
 * unsold item the list's filter matches when none is chosen. The contract's schema checks it first.
 */
export function BulkPriceDialog({ ids, filter, onClose, onDone }: { ids: number[]; filter: Omit<ItemListParams, 'page'>; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangePrices();
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const apply = async () => {
    const checked = checkBody(operatorBulkPriceBodySchema, ids.length > 0 ? { percent, ids } : { percent, filter });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0]);
      return false;
    }
    const res = await change.mutateAsync(checked.body);
    toast.success(t('opc_bulk_done', { count: res.payload.changed }));
    onDone();
    return true;
  };
  return (
    <ConfirmDialog
      open
      title={t('opc_bulk_title')}
      message={ids.length > 0 ? t('opc_bulk_chosen', { count: ids.length }) : t('opc_bulk_filtered')}
      confirmLabel={t('opc_bulk_apply')}
      onConfirm={apply}
      onClose={onClose}
    >
      <TextField label={t('opc_bulk_percent')} name="percent" inputMode="decimal" value={percent} error={error} onChange={(e) => setPercent(e.target.value)} autoComplete="off" />
    </ConfirmDialog>
  );
}

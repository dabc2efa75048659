import { operatorItemsBulkBodySchema } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { bulkItems } from '../api/bulk-calls';
import { ConfirmDialog } from '../components/confirm-dialog';
import { checkBody, type FieldErrors } from '../components/contract-save';

/**
 * OPS-185 (OPS-181): the chosen items get a new price (whole cents) or a change in percent, one of
 * the two; the contract's schema checks it first ('Use at most 2 decimals'), then `run` sends it.
 */
export function BulkRepriceDialog({ open, ids, run, onClose }: { open: boolean; ids: number[]; run: (call: (ids: number[]) => ReturnType<typeof bulkItems>) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = () => {
    setPrice('');
    setPercent('');
    setErrors({});
    onClose();
  };
  const apply = async () => {
    const checked = checkBody(operatorItemsBulkBodySchema, { action: 'reprice', ids, ...(price.trim() ? { price } : {}), ...(percent.trim() ? { percent } : {}) });
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    await run(() => bulkItems(checked.body));
    setPrice('');
    setPercent('');
    return true;
  };
  return (
    <ConfirmDialog open={open} title={t('op_bulk_reprice_title', { count: ids.length })} message={t('op_bulk_reprice_text')} confirmLabel={t('op_bulk_reprice')} onConfirm={apply} onClose={close}>
      <TextField label={t('op_bulk_price')} name="price" inputMode="decimal" value={price} error={errors.price ?? errors.ids} onChange={(e) => setPrice(e.target.value)} autoComplete="off" />
      <TextField label={t('op_bulk_percent')} name="percent" inputMode="decimal" value={percent} error={errors.percent} onChange={(e) => setPercent(e.target.value)} autoComplete="off" />
    </ConfirmDialog>
  );
}

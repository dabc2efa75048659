import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';

/** The end of a back-office form: a refusal that names no field, then Cancel and Save (busy while saving). */
export function FormFooter({ failure, busy, onCancel, saveLabel }: { failure: string | null; busy: boolean; onCancel: () => void; saveLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      {failure && <FormMessage>{failure}</FormMessage>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('op_cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('op_working') : saveLabel}
        </Button>
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

/**
 * The two buttons at the foot of every offer and payout step: go back (or cancel) and submit,
 * the submit locked with a busy label while its request runs (double submit blocked, spec §4).
 */
export function StepActions({ backLabel, onBack, submitLabel, pending }: { backLabel: string; onBack: () => void; submitLabel: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('offers_processing') : submitLabel}
      </Button>
    </div>
  );
}

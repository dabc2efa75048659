import { isLowFloat } from '@skins/contract';
import { useTranslation } from '../../../i18n';

/** LIST-3: the 'low float' badge of a float in the first percent of its skin's float range (cards, the product page and its listings). */
export function LowFloatBadge({ float, exterior }: { float: number | null; exterior: string | null }) {
  const { t } = useTranslation();
  if (!isLowFloat(float, exterior)) return null;
  return (
    <span data-testid="low-float" className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-[11px] font-semibold text-emerald-300">
      {t('listings_low_float')}
    </span>
  );
}

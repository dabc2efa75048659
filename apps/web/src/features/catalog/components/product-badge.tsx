import type { Product } from '@skins/contract';
import { useTranslation } from '../../../i18n';
import { productBadge } from './product-display';

/** CAT-35: New or -N% in the image's corner. */
export function ProductBadgeLabel({ product }: { product: Product }) {
  const { t } = useTranslation();
  const badge = productBadge(product);
  if (!badge) return null;
  return (
    <span
      className={`absolute left-2 top-2 rounded-md px-2 py-0.5 text-xs font-bold ${badge.kind === 'new' ? 'bg-emerald-500 text-emerald-950' : 'bg-rose-500 text-white'}`}
    >
      {badge.kind === 'new' ? t('badge_new') : t('badge_discount', { percent: badge.percent })}
    </span>
  );
}

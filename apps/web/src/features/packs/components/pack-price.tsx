import type { Pack } from '@skins/contract';
import { useCurrency } from '../../../app/locale-store';
import { formatPrice } from '../../../ui/format-price';

/** PACK-WEB-1: the pack's price, and what its skins cost bought separately, struck through. */
export function PackPrice({ pack, large = false }: { pack: Pick<Pack, 'price' | 'items_total'>; large?: boolean }) {
  const currency = useCurrency();
  // BUDGET-10: home shows packs in its first view; their prices, like the cards', start no Intl.
  const money = (n: number) => formatPrice(n, currency);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-accent-300 ${large ? 'text-3xl' : 'text-lg'}`}>{money(pack.price)}</span>
      {pack.items_total > pack.price && <s className={`text-slate-500 ${large ? 'text-lg' : 'text-sm'}`}>{money(pack.items_total)}</s>}
    </p>
  );
}

import { imageUrl, type CartEntry } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelOf } from '../../i18n/labels';
import { Spinner } from '../../ui/spinner';

export interface CartItemsProps {
  entries: CartEntry[];
  format: (amount: number) => string;
  removing: ReadonlySet<number>;
  errors: Readonly<Record<number, string>>;
  onRemove: (entry: CartEntry) => void;
}

/**
 * Spec §2 Cart: image, type, title linking to the product, price, remove button, per-item error.
 * CART-WEB-2: the title wraps whole (its exterior comes last and was the part cut off).
 */
export function CartItems({ entries, format, removing, errors, onRemove }: CartItemsProps) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('cart_items')}>
      {entries.map((entry) => {
        const { item } = entry;
        const problem = errors[entry.item_id] ?? (entry.available ? null : (entry.message ?? t('cart_unavailable')));
        return (
          <li
            key={entry.item_id}
            data-testid="cart-item"
            className={`flex items-center gap-4 rounded-2xl border bg-ink-900/80 p-3 sm:p-4 ${problem ? 'border-red-500/40' : 'border-ink-700'}`}
          >
            <img src={imageUrl(item.img_url)} alt="" loading="lazy" className={`size-20 shrink-0 rounded-xl bg-ink-800 object-contain p-1 sm:size-24 ${entry.available ? '' : 'opacity-50'}`} />
            <div className="min-w-0 flex-1">
              <p className="text-xs tracking-wider text-slate-400 uppercase">{item.type && labelOf(t, 'type', item.type)}</p>
              <Link to={`/products/cs2/all/${item.id}`} className="font-semibold break-words text-white hover:text-accent-400">
                {item.title}
              </Link>
              <p className="mt-1 flex items-baseline gap-2">
                <span className="font-bold text-white">{format(item.price)}</span>
                {item.old_price !== null && item.old_price > item.price && <s className="text-sm text-slate-500">{format(item.old_price)}</s>}
              </p>
              {problem && (
                <p role="alert" className="mt-1 text-sm text-red-400">
                  {problem}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onRemove(entry)}
              disabled={removing.has(entry.item_id)}
              aria-label={t('cart_remove_item', { title: item.title })}
              className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-400 transition-colors hover:bg-red-500/10 hover:text-red-400 disabled:opacity-60"
            >
              {removing.has(entry.item_id) ? (
                <Spinner className="size-5" />
              ) : (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                  <path d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.1l.8 10.1A2 2 0 0 0 6.9 18h6.2a2 2 0 0 0 2-1.9L15.9 6h.1a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2V4h2v0H9Zm-1.9 2h5.8l-.8 10H7.9L7.1 6Z" />
                </svg>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

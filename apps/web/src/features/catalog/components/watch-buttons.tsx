import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useSignedIn } from '../../../app/session-store';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useState } from 'react';
import { useToggleStar, type Target } from '../../watchlist/api/watch-calls';
import { useWatchlist } from '../../watchlist/api/get-watchlist';

/**
 * WATCH-1: stars or unstars a target; a guest is told to sign in and sent there, back to this page
 * after. A refusal shows the server's message (SEC-25: a full watchlist, a skin the shop never sold).
 */
function useWatchToggle() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toggleStar = useToggleStar();
  const [busy, setBusy] = useState(false);
  const toggle = (target: Target, starred: boolean) => {
    if (!signedIn) {
      toast.warning(t('watch_login_required'));
      void navigate(`/auth?form=signin&redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    setBusy(true);
    toggleStar(target, starred)
      .catch((err: unknown) => toast.error(errorMessage(err, t('watch_failed'))))
      .finally(() => setBusy(false));
  };
  return { busy, toggle };
}

/** WATCH-1, WATCH-2: stars for the item and for its market name on the details page. */
export function WatchButtons({ itemId, marketName }: { itemId: number; marketName: string }) {
  const { t } = useTranslation();
  const list = useWatchlist();
  const { busy, toggle } = useWatchToggle();
  const itemStarred = list.data?.items.some((i) => i.id === itemId) ?? false;
  const nameStarred = list.data?.market_names.some((n) => n.market_name === marketName) ?? false;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" aria-pressed={itemStarred} disabled={busy} onClick={() => toggle({ item_id: itemId }, itemStarred)}>
        <span aria-hidden="true">{itemStarred ? '★' : '☆'}</span>
        {t(itemStarred ? 'watch_unstar_item' : 'watch_star_item')}
      </Button>
      <Button variant="ghost" className="whitespace-normal text-left" aria-pressed={nameStarred} disabled={busy} onClick={() => toggle({ market_name: marketName }, nameStarred)}>
        <span aria-hidden="true">{nameStarred ? '★' : '☆'}</span>
        {t(nameStarred ? 'watch_unstar_name' : 'watch_star_name', { name: marketName })}
      </Button>
    </div>
  );
}

/**
 * WATCH-2: a card's star, for a signed-in buyer only (a guest sees none): it stars or unstars the
 * item, its pressed state says which. A 32 px circle in the art's top right corner, clear of the
 * badge (top left) and of Add to cart (over the art's foot, or under the art on phones).
 */
export function CardStar({ itemId, title }: { itemId: number; title: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const list = useWatchlist();
  const { busy, toggle } = useWatchToggle();
  if (!signedIn) return null;
  const starred = list.data?.items.some((i) => i.id === itemId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={t('skin_star', { title })}
      disabled={busy}
      onClick={() => toggle({ item_id: itemId }, starred)}
      className="absolute top-2 right-2 z-10 grid size-8 place-items-center rounded-full bg-ink-950/70 text-lg leading-none text-amber-300 transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-60"
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}

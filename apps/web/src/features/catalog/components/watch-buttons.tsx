import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSignedIn } from '../../../app/session-store';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useState } from 'react';
import { useToggleStar } from '../../watchlist/api/watch-calls';
import { useWatchlist } from '../../watchlist/api/get-watchlist';

/**
 * WATCH-1, WATCH-2: stars for the item and for its market name on the details page. A guest is told to
 * sign in and sent there, back to this page after.
 */
export function WatchButtons({ itemId, marketName }: { itemId: number; marketName: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const list = useWatchlist();
  const toggleStar = useToggleStar();
  const [busy, setBusy] = useState(false);
  const itemStarred = list.data?.items.some((i) => i.id === itemId) ?? false;
  const nameStarred = list.data?.market_names.some((n) => n.market_name === marketName) ?? false;

  const toggle = (target: { item_id: number } | { market_name: string }, starred: boolean) => {
    if (!signedIn) {
      toast.warning(t('watch_login_required'));
      void navigate(`/auth?form=signin&redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    setBusy(true);
    toggleStar(target, starred)
      .catch(() => toast.error(t('watch_failed')))
      .finally(() => setBusy(false));
  };

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

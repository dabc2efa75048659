import '../../../i18n/offers';
import '../../../i18n/inventory';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { Button, buttonClass } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast';
import { inventoryQueryOptions, type PickedItem, steamLinkHref, useSellFromInventory } from '../api/inventory-calls';
import { InventoryCard, type Pick } from './inventory-card';

/** Where the Steam link comes back to: this view, open. */
const BACK_FROM_STEAM = '/account/offers?sell=inventory';

/** INV-4: the request's item of a pick (a decimal comma read as a point). */
const pickedItem = (assetId: string, pick: Pick): PickedItem => (pick.takeQuote ? { asset_id: assetId, take_quote: true } : { asset_id: assetId, price: pick.price.trim().replace(',', '.') });

/**
 * INV-7: the sell page's Steam inventory: a grid of cards to pick from, a price or the shop's quote
 * per picked item, one submit. Loading, empty, no Steam linked (a Link Steam button), private, trade
 * ban and Steam down each say so, with a way on: try again, or the typed-name sell form (`onTyped`).
 */
export function InventorySell({ onClose, onTyped }: { onClose: () => void; onTyped: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inventory = useQuery(inventoryQueryOptions());
  const [picks, setPicks] = useState<Map<string, Pick>>(new Map());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [done, setDone] = useState(false);
  const mutation = useSellFromInventory();
  const setPick = (assetId: string, pick: Pick | null) =>
    setPicks((current) => {
      const next = new Map(current);
      if (pick) next.set(assetId, pick);
      else next.delete(assetId);
      return next;
    });

  const submit = () => {
    if (mutation.isPending || picks.size === 0) return;
    const order = [...picks.keys()];
    mutation.mutate(
      [...picks].map(([id, pick]) => pickedItem(id, pick)),
      {
        onSuccess: () => setDone(true),
        onError: (e) => {
          // The server's `items.N.price` messages go under the Nth picked card.
          const fieldErrors = new Map<string, string>();
          if (e instanceof ApiError && e.errors)
            for (const [field, messages] of Object.entries(e.errors)) {
              const n = /^items\.(\d+)\./.exec(field)?.[1];
              const assetId = n === undefined ? undefined : order[Number(n)];
              if (assetId && messages[0]) fieldErrors.set(assetId, messages[0]);
            }
          setErrors(fieldErrors);
          toast.error(errorMessage(e, t('inv_failed')));
        },
      },
    );
  };

  const typed = (
    <Button variant="secondary" onClick={onTyped}>
      {t('inv_typed_form')}
    </Button>
  );
  let body;
  if (done) {
    body = (
      <>
        <p className="text-slate-300">{t('inv_done_text')}</p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{t('offers_ok')}</Button>
        </div>
      </>
    );
  } else if (inventory.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 py-10 text-slate-300">
        <Spinner className="size-6" /> {t('inv_loading')}
      </p>
    );
  } else if (inventory.isError) {
    const notLinked = inventory.error instanceof ApiError && inventory.error.code === 'INVENTORY_STEAM_NOT_LINKED';
    body = (
      <div className="flex flex-col gap-4" data-testid="inventory-refusal">
        <FormMessage>{errorMessage(inventory.error, t('inv_load_failed'))}</FormMessage>
        <div className="flex flex-wrap gap-3">
          {notLinked ? (
            <a className={buttonClass()} href={steamLinkHref(BACK_FROM_STEAM)}>
              {t('inv_link_steam')}
            </a>
          ) : (
            <Button onClick={() => void inventory.refetch()}>{t('inv_retry')}</Button>
          )}
          {typed}
        </div>
      </div>
    );
  } else if (inventory.data.length === 0) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-slate-300">{t('inv_empty')}</p>
        <div>{typed}</div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {params.get('steam') === 'linked' && <FormMessage tone="success">{t('inv_linked')}</FormMessage>}
        <p className="text-sm text-slate-400">{t('inv_intro')}</p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {inventory.data.map((item) => (
            <InventoryCard
              key={item.asset_id}
              item={item}
              pick={picks.get(item.asset_id)}
              error={errors.get(item.asset_id)}
              onToggle={() => setPick(item.asset_id, picks.has(item.asset_id) ? null : { takeQuote: item.quote !== null, price: '' })}
              onChange={(pick) => setPick(item.asset_id, pick)}
            />
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {typed}
          <span className="text-sm text-slate-300">{t('inv_selected', { count: picks.size })}</span>
          <Button onClick={submit} disabled={picks.size === 0 || mutation.isPending}>
            {mutation.isPending ? t('inv_sending') : t('inv_submit')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Modal open title={done ? t('inv_done_title') : t('inv_title')} onClose={onClose} closeLabel={t('offers_close')}>
      {params.get('steam_error') && <FormMessage>{params.get('steam_error')}</FormMessage>}
      {body}
    </Modal>
  );
}

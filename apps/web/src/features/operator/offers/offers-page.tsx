import { formatMoney, offerQualityLabel, offerStatusValues, PAGE_SIZE, type OperatorOffer } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { linkOfferItem, markTradeReversed, moveOffer, useOperatorOffers } from '../api/offers-calls';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { csvUrl } from '../components/export-link';
import { useQueueActions } from '../components/queue-actions';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { OfferHistory } from './offer-history';
import { SandboxTradePanel } from './sandbox-trade';

type Kind = 'quote' | 'reject' | 'cancel' | 'received' | 'item' | 'reversed' | 'history';

/** PROTECT-5, PROTECT-8: the statuses of an offer whose item the shop received. */
const RECEIVED: readonly string[] = ['ready_for_payout', 'payout_processing', 'approved'];

const FILTERS = ['status', ...DAY_RANGE_KEYS] as const;
const isoMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const dateOf = (seconds: number) => isoMinute(new Date(seconds * 1000).toISOString()).replace(' UTC', '');

/** OPS-50: the offers queue: search, status filter and paging; per offer its history and the moves its status allows, each confirmed. */
export default function OffersPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const days = listDays(params);
  const query = useOperatorOffers({ q: params.q, status: params.filters.status ?? '', ...days, page: params.page });
  const { open, close, button, acted } = useQueueActions<Kind, OperatorOffer>();
  const columns: Column<OperatorOffer>[] = [
    { header: t('op_col_id'), cell: (o) => `#${o.id}` },
    { header: t('op_col_created'), cell: (o) => dateOf(o.created_at) },
    { header: t('op_col_customer'), cell: (o) => o.user_email ?? `#${o.user_id}` },
    {
      header: t('op_col_item'),
      cell: (o) => (
        <div className="flex flex-col">
          <CellText className="font-medium text-white">{o.title}</CellText>
          <span className="text-xs text-slate-400">{offerQualityLabel(o.quality)}</span>
          {/* OFFER-14, OFFER-15, OFFER-16: the skin as the seller described it. */}
          {o.float !== null && <span className="text-xs text-slate-400">{t('op_offer_float', { value: o.float })}</span>}
          {o.pattern !== null && <span className="text-xs text-slate-400">{t('op_offer_pattern', { value: o.pattern })}</span>}
          {o.stickers.length > 0 && (
            <CellText className="text-xs text-slate-400">
              {t('op_offer_stickers', { list: o.stickers.map((st) => (st.slot === null ? st.name : t('op_offer_sticker_slot', { name: st.name, slot: st.slot }))).join(', ') })}
            </CellText>
          )}
          {/* TRADE-7: the bot's trade offer asking the seller for the item. */}
          {o.trade && <span className="text-xs text-slate-400" data-testid="offer-trade-state">{t('op_offer_trade_state', { id: o.trade.trade_offer_id, state: o.trade.state ?? '—' })}</span>}
        </div>
      ),
    },
    {
      header: t('op_col_amount'),
      cell: (o) => (
        <div className="flex flex-col text-xs whitespace-nowrap">
          <span>{t('op_offer_asked', { price: formatMoney(o.user_price, o.currency) })}</span>
          {o.service_price !== null && <span>{t('op_offer_quoted', { price: formatMoney(o.service_price, o.currency) })}</span>}
        </div>
      ),
    },
    {
      header: t('op_col_status'),
      cell: (o) => (
        <div className="flex flex-col gap-1">
          <StatusBadge status={o.status} />
          {/* PROTECT-2, PROTECT-5: until when the seller may reverse the trade, and the item listed for it. */}
          {o.protected_until && o.status !== 'reversed' && <span className="text-xs whitespace-nowrap text-amber-300">{t('op_offer_protected_until', { date: isoMinute(o.protected_until) })}</span>}
          {o.item_id !== null && <span className="text-xs text-slate-400">{t('op_offer_item_linked', { id: o.item_id })}</span>}
        </div>
      ),
    },
    {
      header: t('op_actions'),
      cell: (o) => (
        <div className="flex flex-wrap gap-1">
          {o.status === 'pending' && button('quote', o, t('op_quote'))}
          {(o.status === 'pending' || o.status === 'offer') && button('reject', o, t('op_reject'))}
          {/* TRADE-8: with the steam bot an item from the Steam inventory arrives by its trade offer, not by hand. */}
          {o.status === 'awaiting_item' && (!o.trade || o.trade.sandbox) && button('received', o, t('op_received'))}
          {o.status === 'awaiting_item' && button('cancel', o, t('op_cancel_offer'))}
          {RECEIVED.includes(o.status) && o.item_id === null && button('item', o, t('op_link_item'))}
          {RECEIVED.includes(o.status) && button('reversed', o, t('op_reversed'))}
          {button('history', o, t('op_offer_history'), 'ghost')}
          <SandboxTradePanel offer={o} />
        </div>
      ),
    },
  ];
  const offer = open?.row;
  const run = (move: Parameters<typeof moveOffer>[1]) => acted(() => moveOffer(offer!.id, move));
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_offers')}</h2>
      <PagedTable
        caption={t('op_offers')}
        params={params}
        searchLabel={t('op_offers_search')}
        filters={[{ key: 'status', label: t('op_status'), options: offerStatusValues.map((s) => ({ value: s, label: s.replaceAll('_', ' ') })) }]}
        dayRange
        columns={columns}
        rowKey={(o) => o.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
        exportHref={csvUrl('/operator/offers.csv', { q: params.q, status: params.filters.status, ...days })}
      />
      {offer && (
        <>
          <ReasonDialog
            open={open.kind === 'quote'}
            title={t('op_quote_title', { id: offer.id })}
            message={t('op_offer_asked', { price: formatMoney(offer.user_price, offer.currency) })}
            label={t('op_quote_price', { currency: offer.currency })}
            kind="line"
            inputMode="decimal"
            required
            confirmLabel={t('op_quote')}
            onConfirm={(price) => run({ kind: 'quote', price })}
            onClose={close}
          />
          <ReasonDialog
            open={open.kind === 'reject'}
            title={t('op_reject_title', { id: offer.id })}
            label={t('op_reject_reason')}
            destructive
            confirmLabel={t('op_reject')}
            onConfirm={(message) => run({ kind: 'reject', message })}
            onClose={close}
          />
          <ReasonDialog
            open={open.kind === 'cancel'}
            title={t('op_cancel_title', { id: offer.id })}
            label={t('op_cancel_reason')}
            required
            destructive
            confirmLabel={t('op_cancel_offer')}
            onConfirm={(message) => run({ kind: 'cancel', message })}
            onClose={close}
          />
          <ConfirmDialog
            open={open.kind === 'received'}
            title={t('op_received_title', { id: offer.id })}
            message={t('op_received_text')}
            confirmLabel={t('op_received')}
            onConfirm={() => run({ kind: 'received' })}
            onClose={close}
          />
          <ReasonDialog
            open={open.kind === 'item'}
            title={t('op_link_item_title', { id: offer.id })}
            message={t('op_link_item_text')}
            label={t('op_link_item_label')}
            kind="line"
            inputMode="numeric"
            required
            confirmLabel={t('op_link_item')}
            onConfirm={(itemId) => acted(() => linkOfferItem(offer.id, Number(itemId.trim())))}
            onClose={close}
          />
          <ConfirmDialog
            open={open.kind === 'reversed'}
            title={t('op_reversed_title', { id: offer.id })}
            message={t('op_reversed_text')}
            confirmLabel={t('op_reversed')}
            destructive
            onConfirm={() => acted(() => markTradeReversed(offer.id))}
            onClose={close}
          />
          {open.kind === 'history' && <OfferHistory offer={offer} onClose={close} />}
        </>
      )}
    </div>
  );
}

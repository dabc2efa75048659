import { formatMoney, imageUrl, isOfferQuality, offerStatusKind, type MessageKey, type OfferDetails } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useLocale } from '../../../app/locale-store';
import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/button';
import { useAnswerOffer } from '../api/offers-calls';
import { profileQueryOptions } from '../api/get-profile';
import { formatDateTime } from '../../../ui/format-date';
import { StatusIcon } from '../../../ui/status-icon';
import { offerStatusLabel, serverFailure } from './form-support';
import { OfferTradePanel, tradeSendMessage } from './offer-trade';
import { TradeLinkAccept } from './trade-link-accept';

const PAYOUT_STATUS: Record<NonNullable<OfferDetails['payout']>['status'], MessageKey> = {
  processing: 'offers_payout_processing',
  approved: 'offers_payout_approved',
  failed: 'offers_payout_failed',
  held: 'offers_payout_held',
  cancelled: 'offers_payout_cancelled',
};
const PAYOUT_METHOD: Record<NonNullable<OfferDetails['payout']>['method'], MessageKey> = {
  card: 'offers_method_card',
  card_form: 'offers_method_card',
  sepa: 'offers_method_bank',
  multibanco: 'offers_method_multibanco',
  mbway: 'offers_method_mbway',
};

/** The quality's label (spec §3 options), or the value as stored. */
export function useQualityLabel() {
  const { t } = useTranslation();
  return (quality: string) => (isOfferQuality(quality) ? t(`offers_quality_${quality}` satisfies MessageKey) : quality);
}

/**
 * OFFER-WEB-3 (spec §2 offerDetails): the desired price and the shop's price (or that it is still
 * awaited), the status and its timeline; OPS-27: the shop's reason and the offer's payouts. OFFER-WEB-4: an offer can be accepted or declined;
 * ready_for_payout offers Request Payout (spec §4).
 */
export function OfferDetailsView({ offer, onRequestPayout }: { offer: OfferDetails; onRequestPayout: () => void }) {
  const { t, i18n } = useTranslation();
  const qualityLabel = useQualityLabel();
  const answer = useAnswerOffer(offer.id);
  const { currency } = useLocale();
  const profile = useQuery({ ...profileQueryOptions(currency.code), enabled: offer.status === 'offer' });
  // OFFER-12, OFFER-13: no trade link saved (or the API says so): the accept asks for it inline.
  const [linkMissing, setLinkMissing] = useState(false);
  const askLink = offer.status === 'offer' && (linkMissing || (profile.data !== undefined && !profile.data.steam_trade_link?.trim()));
  const respond = (kind: 'accept' | 'decline') =>
    answer.mutate(kind, {
      // TRADE-3: an accept whose trade offer could not be sent yet says so.
      onSuccess: (r) => toast.success(tradeSendMessage(t, r.message, kind === 'accept' ? 'offer_msg_offerAccepted' : 'offer_msg_offerDeclined')),
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'OFFER_TRADE_LINK_MISSING') setLinkMissing(true);
        toast.error(serverFailure(t, e, kind === 'accept' ? 'offers_accept_failed' : 'offers_decline_failed'));
      },
    });
  const price = (amount: number) => formatMoney(amount, offer.currency);
  return (
    <div className="flex flex-col gap-5" data-testid="offer-details">
      <div className="flex items-center gap-4">
        {offer.item.img_url ? <img src={imageUrl(offer.item.img_url)} alt="" className="size-16 shrink-0 rounded-xl bg-ink-800 object-contain p-1" /> : <span className="size-16 shrink-0 rounded-xl bg-ink-800" />}
        <div className="min-w-0">
          <p className="font-semibold break-words text-white">{offer.item.title || offer.title}</p>
          <p className="text-sm text-slate-400">{qualityLabel(offer.quality)}</p>
          {/* OFFER-14, OFFER-15, OFFER-16: the skin's float, pattern and stickers, as the seller gave them. */}
          {(offer.float !== null || offer.pattern !== null) && (
            <p className="text-sm text-slate-400" data-testid="offer-skin">
              {[offer.float !== null ? `${t('offers_float')}: ${offer.float}` : null, offer.pattern !== null ? `${t('offers_pattern')}: ${offer.pattern}` : null].filter(Boolean).join(' · ')}
            </p>
          )}
          {offer.stickers.length > 0 && (
            <p className="text-sm break-words text-slate-400" data-testid="offer-stickers">
              {t('offers_stickers')}: {offer.stickers.map((st) => (st.slot === null ? st.name : t('offers_sticker_in_slot', { name: st.name, slot: st.slot }))).join(', ')}
            </p>
          )}
          <p className="text-xs text-slate-500">
            {t('offers_created')}: {formatDateTime(offer.created_at, i18n.language)}
          </p>
          {/* PROTECT-2: until then Steam lets the seller reverse the trade. */}
          {offer.protected_until && offer.status !== 'reversed' && (
            <p className="text-xs text-amber-300" data-testid="offer-protected">
              {t('offers_protected_until', { date: formatDateTime(offer.protected_until, i18n.language) })}
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-ink-800 p-3">
          <dt className="text-xs text-slate-400">{t('offers_desired_price')}</dt>
          <dd className="mt-1 font-semibold text-white">{price(offer.user_price)}</dd>
        </div>
        <div className="rounded-xl bg-ink-800 p-3">
          <dt className="text-xs text-slate-400">{t('offers_shop_price')}</dt>
          <dd className={`mt-1 ${offer.service_price === null ? 'text-slate-400' : 'font-semibold text-accent-400'}`}>
            {/* A price still awaited only while the offer waits for review; an offer closed without one shows none. */}
            {offer.service_price !== null ? price(offer.service_price) : offer.status === 'pending' ? t('offers_awaiting_shop_price') : '—'}
          </dd>
        </div>
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-2">
          <dt className="text-xs text-slate-400">{t('offers_status')}</dt>
          <dd data-testid="offer-status">
            <StatusIcon kind={offerStatusKind(offer.status)} raw={offer.status} text={t(offerStatusLabel(offer.status))} />
          </dd>
        </div>
        {offer.reason && (
          <div className="col-span-2 rounded-xl border border-ink-700 p-3" data-testid="offer-reason">
            <dt className="text-xs text-slate-400">{t('offers_reason')}</dt>
            <dd className="mt-1 break-words text-slate-200">{offer.reason}</dd>
          </div>
        )}
        {offer.payouts.length > 0 && (
          <div className="col-span-2 rounded-xl border border-ink-700 p-3">
            <dt className="text-xs text-slate-400">{t(offer.payouts.length > 1 ? 'offers_payouts' : 'offers_payout')}</dt>
            {/* OPS-27: every payout of the offer, oldest first: a failed one stays with its message. */}
            {offer.payouts.map((p, i) => (
              <dd key={`${p.created_at}-${i}`} className="mt-1 text-slate-200" data-testid="offer-payout">
                {p.account_last4 ? t('offers_payout_account', { method: t(PAYOUT_METHOD[p.method]), last4: p.account_last4 }) : t(PAYOUT_METHOD[p.method])}
                {' · '}
                {/* PROTECT-3: a held payout names the day it is released. */}
                {t(PAYOUT_STATUS[p.status], { date: formatDateTime(p.release_at, i18n.language) })}
                {p.message && <span className="mt-1 block text-sm text-red-300">{p.message}</span>}
              </dd>
            ))}
          </div>
        )}
      </dl>
      {offer.events.length > 0 && (
        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">{t('offers_history')}</h3>
          <ol className="flex flex-col gap-2 border-l border-ink-600 pl-4 text-sm">
            {offer.events.map((e, i) => (
              <li key={`${e.status}-${e.at}-${i}`} className="relative">
                <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-accent-400" />
                <span className="text-slate-200">{t(offerStatusLabel(e.status))}</span> <span className="text-slate-500">{formatDateTime(e.at, i18n.language)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {askLink && <TradeLinkAccept offerId={offer.id} declining={answer.isPending} onDecline={() => respond('decline')} />}
      {offer.status === 'offer' && !askLink && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={answer.isPending} onClick={() => respond('decline')}>
            {t('offers_decline')}
          </Button>
          <Button disabled={answer.isPending} onClick={() => respond('accept')}>
            {t('offers_accept')}
          </Button>
        </div>
      )}
      <OfferTradePanel offer={offer} />
      {offer.status === 'awaiting_item' && offer.trade === null && (
        <p className="rounded-xl border border-ink-700 p-3 text-sm text-slate-300" data-testid="offer-trade-notice">
          {t('offers_awaiting_item_notice')}
        </p>
      )}
      {offer.status === 'ready_for_payout' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">{offer.payout_held_until ? t('offers_payout_will_be_held', { date: formatDateTime(offer.payout_held_until, i18n.language) }) : t('offers_payout_notice')}</p>
          <Button onClick={onRequestPayout}>{t('offers_request_payout')}</Button>
        </div>
      )}
    </div>
  );
}

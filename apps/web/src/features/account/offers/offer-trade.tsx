import { offerMessages, type MessageKey, type OfferDetails, type OfferTradeState } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useResendTradeOffer } from '../api/offers-calls';
import { serverFailure } from './form-support';

/** TRADE-9: each state of the bot's trade offer in the seller's words. */
const STATE_TEXT: Record<OfferTradeState, MessageKey> = {
  sent: 'offers_trade_sent',
  accepted: 'offers_trade_accepted',
  declined: 'offers_trade_declined',
  expired: 'offers_trade_expired',
  countered: 'offers_trade_countered',
  cancelled: 'offers_trade_cancelled',
  reversed: 'offers_trade_reversed',
};

/** TRADE-3: the server's answer when the bot could not send the trade offer yet, in the seller's language. */
export const tradeSendMessage = (t: (key: MessageKey) => string, message: string, fallback: MessageKey) => t(message === offerMessages.tradeOfferNotSent ? 'offer_msg_tradeOfferNotSent' : fallback);

/**
 * TRADE-9: the trade offer the shop's bot sent for an offer from the Steam inventory: its state (or
 * that it is being sent, or that a send failed and is retried), the link to it in Steam and, after a
 * declined, expired, countered or cancelled one, 'Send the trade offer again' (TRADE-5).
 */
export function OfferTradePanel({ offer }: { offer: OfferDetails }) {
  const { t } = useTranslation();
  const resend = useResendTradeOffer(offer.id);
  const trade = offer.trade;
  if (!trade) return null;
  const text = trade.send_failed ? t('offer_msg_tradeOfferNotSent') : trade.state ? t(STATE_TEXT[trade.state]) : t('offers_trade_sending');
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (r) => toast.success(tradeSendMessage(t, r.message, 'offer_msg_tradeOfferSentAgain')),
      onError: (e) => toast.error(serverFailure(t, e, 'offers_trade_resend')),
    });
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-ink-700 p-3 text-sm" data-testid="offer-trade">
      <h3 className="font-semibold text-slate-300">{t('offers_trade_title')}</h3>
      <p className="text-slate-200" data-testid="offer-trade-state" data-state={trade.send_failed ? 'send_failed' : (trade.state ?? 'sending')}>
        {text}
      </p>
      {trade.url && (
        <a href={trade.url} target="_blank" rel="noopener noreferrer" className="text-accent-400 underline">
          {t('offers_trade_open')}
        </a>
      )}
      {trade.can_resend && (
        <Button className="self-start" disabled={resend.isPending} onClick={sendAgain}>
          {t('offers_trade_resend')}
        </Button>
      )}
    </section>
  );
}

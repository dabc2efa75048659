import { EventEmitter } from 'node:events';
import type { SteamBot } from '../src/adapters/trade-delivery/steam.ts';
import { ETradeOfferState, type OfferManager, type TradeOffer } from '../src/adapters/trade-delivery/steam-offers.ts';

/** A sent offer as the fake keeps it: what the shop put in, and the trade's status once accepted. */
export interface FakeOffer extends TradeOffer {
  partner: string;
  token: string | undefined;
  items: { appid: number; contextid: string; assetid: string }[];
  /** TRADE-1: the partner's items the offer asks for. */
  theirItems: { appid: number; contextid: string; assetid: string }[];
  message: string;
  /** TRADE-1: a received offer the bot declined. */
  declined?: true;
  tradeStatus: number;
}

/**
 * STEAM-2, STEAM-3: a fake steam-tradeoffer-manager: offers get ids as they are sent, `change`
 * sets an offer's state (and its trade's status) and emits sentOfferChanged as the library does.
 */
export function fakeSteamBot(opts: { needsConfirmation?: boolean } = {}) {
  const emitter = new EventEmitter();
  const offers = new Map<string, FakeOffer>();
  const confirmed: string[] = [];
  let seq = 1000;
  const manager: OfferManager = {
    createOffer(partner, token) {
      const offer: FakeOffer = {
        id: null,
        state: ETradeOfferState.Invalid,
        tradeID: null,
        partner,
        token,
        items: [],
        theirItems: [],
        message: '',
        tradeStatus: 3,
        addMyItems(items) {
          offer.items.push(...items);
          return true;
        },
        addTheirItems(items) {
          offer.theirItems.push(...items);
          return true;
        },
        decline(cb) {
          offer.declined = true;
          setImmediate(() => cb(null));
        },
        setMessage(message) {
          offer.message = message;
        },
        send(cb) {
          offer.id = String(++seq);
          offer.state = opts.needsConfirmation ? ETradeOfferState.CreatedNeedsConfirmation : ETradeOfferState.Active;
          offers.set(offer.id, offer);
          setImmediate(() => cb(null, opts.needsConfirmation ? 'pending' : 'sent'));
        },
        getExchangeDetails(cb) {
          setImmediate(() => cb(null, offer.tradeStatus));
        },
      };
      return offer;
    },
    getOffer(id, cb) {
      const offer = offers.get(id);
      setImmediate(() => (offer ? cb(null, offer) : cb(new Error('There was an error getting offer'))));
    },
    on: (event, listener) => emitter.on(event, listener),
    removeListener: (event, listener) => emitter.removeListener(event, listener),
  };
  const bot: SteamBot = {
    manager,
    confirm: async (offerId) => {
      confirmed.push(offerId);
      const offer = offers.get(offerId);
      if (offer) offer.state = ETradeOfferState.Active;
    },
  };
  return {
    bot,
    offers,
    confirmed,
    /** The offer of one order (by its message). */
    offerOf: (orderId: number) => [...offers.values()].find((o) => o.message === `Order #${orderId}`),
    /** TRADE-1: the offer asking the seller for the items of one sell offer (by its message). */
    requestOf: (offerId: number) => [...offers.values()].find((o) => o.message === `Sell offer #${offerId}`),
    /** TRADE-1: a seller sends the bot an offer (a counter offer): the manager emits newOffer. Answers the offer. */
    receive(partner: string): FakeOffer {
      const offer = manager.createOffer(partner) as FakeOffer;
      offer.id = String(++seq);
      offer.state = ETradeOfferState.Active;
      emitter.emit('newOffer', offer);
      return offer;
    },
    /** Steam changes an offer: its state, and for an accepted one its trade's status; the manager emits sentOfferChanged. */
    change(offerId: string, state: number, tradeStatus = 3) {
      const offer = offers.get(offerId)!;
      const old = offer.state;
      offer.state = state;
      offer.tradeStatus = tradeStatus;
      if (state === ETradeOfferState.Accepted) offer.tradeID = `t${offerId}`;
      emitter.emit('sentOfferChanged', offer, old);
    },
  };
}

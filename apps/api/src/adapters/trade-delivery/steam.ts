import type { OfferOutcome, RequestOutcome, TradeBot } from './port.ts';
import { type OfferManager, type TradeOffer, ETradeOfferState, offerOutcome, parseTradeLink, requestOutcome, requestTradeOutcome, tradeOutcome } from './steam-offers.ts';

/** CS2's Steam app id and the context of its tradable items. */
const CS2_APP_ID = 730;
const CS2_CONTEXT = '2';

/** A logged-in trade bot: its offer manager and the mobile confirmation of a sent offer (identity secret). */
export interface SteamBot {
  manager: OfferManager;
  confirm(offerId: string): Promise<void>;
}

/** STEAM-1: the bot account (env, never logged). */
export interface SteamBotCredentials {
  accountName: string;
  password: string;
  sharedSecret: string;
  identitySecret: string;
}

const call = <T>(fn: (cb: (err: Error | null, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value as T))));

/** Answers an offer's outcome; an accepted one asks for its trade, which Steam may have rolled back (a reverted trade). */
async function outcomeOf(offer: TradeOffer): Promise<OfferOutcome> {
  const outcome = offerOutcome(offer.state);
  if (outcome.state !== 'accepted' || !offer.tradeID) return outcome;
  return tradeOutcome(await call<number>((cb) => offer.getExchangeDetails(cb)));
}

/** TRADE-1: a request's outcome; an accepted one asks for its trade, which Steam may have rolled back (reversed). */
async function requestOutcomeOf(offer: TradeOffer): Promise<RequestOutcome> {
  const outcome = requestOutcome(offer.state);
  if (outcome.state !== 'accepted' || !offer.tradeID) return outcome;
  return requestTradeOutcome(await call<number>((cb) => offer.getExchangeDetails(cb)));
}

/** Sends an offer; one that needs the bot's mobile confirmation is confirmed. Answers its id. */
async function sendOffer(offer: TradeOffer, confirm: SteamBot['confirm']): Promise<string> {
  const sent = await call<'sent' | 'pending'>((cb) => offer.send(cb));
  if (!offer.id) throw new Error('Steam answered without an offer id');
  if (sent === 'pending' || offer.state === ETradeOfferState.CreatedNeedsConfirmation) await confirm(offer.id);
  return offer.id;
}

/**
 * STEAM-2, STEAM-3: delivery by a Steam trade bot (ADR 021). One offer per order attempt, to the
 * partner and token of the buyer's trade link, with the order's items (the bot's asset ids) and
 * a message naming the order; an offer that needs the bot's mobile confirmation is confirmed
 * with the identity secret. `status` asks Steam for the offer; `onChange` relays the manager's
 * sentOfferChanged. `connect` logs in on first use (and again after a failed login).
 */
export function createSteamDelivery(connect: () => Promise<SteamBot>): TradeBot {
  let bot: Promise<SteamBot> | null = null;
  const ready = () => {
    bot ??= connect().then(
      (logged) => {
        // TRADE-1: the bot accepts no offer it did not make: a seller's counter offer (or any other) is declined.
        logged.manager.on('newOffer', (offer) => offer.decline(() => undefined));
        return logged;
      },
      (err: unknown) => {
        bot = null;
        throw err;
      },
    );
    return bot;
  };
  /** Relays the manager's sentOfferChanged to `listener`, each offer's outcome as `outcomeOf` reads it; answers the unsubscribe. */
  const relayChanges = <O>(outcomeOf: (offer: TradeOffer) => Promise<O>, listener: (offerId: string, outcome: O) => void) => {
    const relay = (offer: TradeOffer) => {
      if (!offer.id) return;
      const id = offer.id;
      void outcomeOf(offer).then(
        (outcome) => listener(id, outcome),
        () => undefined, // the sweep asks again
      );
    };
    void ready().then(
      ({ manager }) => manager.on('sentOfferChanged', relay),
      () => undefined, // the sweep logs in again and polls
    );
    return () => void bot?.then(({ manager }) => manager.removeListener('sentOfferChanged', relay), () => undefined);
  };
  return {
    name: 'steam',
    async send(order) {
      const link = parseTradeLink(order.tradeUrl);
      if (!link) throw new Error('the trade link is not a Steam trade offer link (partner and token)');
      if (order.assetIds.length === 0 || order.assetIds.some((id) => !id)) throw new Error('an item of the order has no Steam asset id');
      const { manager, confirm } = await ready();
      const offer = manager.createOffer(link.partner, link.token);
      offer.addMyItems(order.assetIds.map((assetid) => ({ appid: CS2_APP_ID, contextid: CS2_CONTEXT, assetid: assetid! })));
      offer.setMessage(`Order #${order.id}`);
      return { offerId: await sendOffer(offer, confirm) };
    },
    async status(offerId) {
      const { manager } = await ready();
      return outcomeOf(await call<TradeOffer>((cb) => manager.getOffer(offerId, cb)));
    },
    // DISPUTE-6: steam-tradeoffer-manager cannot reverse a trade; the operator does it in Steam.
    reverseTrade: async () => ({ ok: false, manual: true }),
    onChange: (listener) => relayChanges(outcomeOf, listener),
    // TRADE-1: a trade offer from the seller's trade link asking for exactly their assets; the bot gives nothing.
    async requestItems(request) {
      const link = parseTradeLink(request.tradeUrl);
      if (!link) throw new Error('the trade link is not a Steam trade offer link (partner and token)');
      if (request.assetIds.length === 0) throw new Error('the offer has no Steam asset id');
      const { manager, confirm } = await ready();
      const offer = manager.createOffer(link.partner, link.token);
      offer.addTheirItems(request.assetIds.map((assetid) => ({ appid: CS2_APP_ID, contextid: CS2_CONTEXT, assetid })));
      offer.setMessage(`Sell offer #${request.offerId}`);
      return { tradeOfferId: await sendOffer(offer, confirm) };
    },
    async requestStatus(tradeOfferId) {
      const { manager } = await ready();
      return requestOutcomeOf(await call<TradeOffer>((cb) => manager.getOffer(tradeOfferId, cb)));
    },
    onRequestChange: (listener) => relayChanges(requestOutcomeOf, listener),
  };
}

/** Loads a library only when the steam bot runs, so that tests and the demo never need it. */
const load = (name: string): Promise<{ default?: unknown } & Record<string, unknown>> => import(name);

/**
 * STEAM-1: logs the bot in with steam-session (Steam Guard code from steam-totp and the shared
 * secret), hands its web cookies to steamcommunity and steam-tradeoffer-manager, and confirms
 * offers with the identity secret. `domain` is the shop's host (Steam's web API key domain).
 */
export function steamBotLogin(creds: SteamBotCredentials, domain: string): () => Promise<SteamBot> {
  return async () => {
    /* eslint-disable @typescript-eslint/no-explicit-any -- DoctorMcKay's libraries ship no types; the bot uses the few calls typed in steam-offers.ts */
    const [session, totp, community, offers] = (await Promise.all(['steam-session', 'steam-totp', 'steamcommunity', 'steam-tradeoffer-manager'].map(load))) as any[];
    const login = new session.LoginSession(session.EAuthTokenPlatformType.WebBrowser);
    const authenticated = new Promise<void>((resolve, reject) => {
      login.once('authenticated', resolve);
      login.once('error', reject);
      login.once('timeout', () => reject(new Error('Steam login timed out')));
    });
    await login.startWithCredentials({ accountName: creds.accountName, password: creds.password, steamGuardCode: (totp.default ?? totp).generateAuthCode(creds.sharedSecret) });
    await authenticated;
    const cookies: string[] = await login.getWebCookies();
    const web = new (community.default ?? community)();
    web.setCookies(cookies);
    // No `language` option: the manager then never loads its GPL-licensed `languages` dependency (ADR 021).
    const manager = new (offers.default ?? offers)({ community: web, domain, pollInterval: 30_000 });
    await call<void>((cb) => manager.setCookies(cookies, cb));
    /* eslint-enable @typescript-eslint/no-explicit-any */
    return {
      manager: manager as OfferManager,
      confirm: (offerId) => call<void>((cb) => web.acceptConfirmationForObject(creds.identitySecret, offerId, cb)),
    };
  };
}

import { alertShop, type MailCtx, type MailKind, type MailParams, notifyUser } from '../mail/index.ts';
import type { OfferRow } from './transitions.ts';

/** Where a seller follows their offers: the link of every offer mail. */
const OFFERS_PATH = '/account/offers';

/**
 * OPS-10, OPS-102: mails the seller that their offer moved (received, a quote, a rejection, the item
 * arrived, a payout), in their language, with the offer's title and id and a link to the offers tab.
 * Called after the commit; once per event (the offer's, or a payout's when one offer has several).
 */
export function notifyOffer(ctx: MailCtx, offer: Pick<OfferRow, 'id' | 'userId'> & Partial<Pick<OfferRow, 'title'>>, kind: MailKind, params: MailParams = {}, event = `${kind}:${offer.id}`): Promise<void> {
  return notifyUser(ctx, offer.userId, kind, { title: offer.title, offerId: offer.id, link: OFFERS_PATH, ...params }, event);
}

/** OPS-103: a new offer: the seller is told it arrived, the shop's operators are alerted to review it. */
export async function notifyOfferReceived(ctx: MailCtx, offer: OfferRow, sellerEmail: string | null, price: string): Promise<void> {
  await notifyOffer(ctx, offer, 'offer_received');
  await alertShop(ctx, 'offer_alert', { title: offer.title, offerId: offer.id, price, email: sellerEmail, link: '/operator' }, `offer_alert:${offer.id}`);
}

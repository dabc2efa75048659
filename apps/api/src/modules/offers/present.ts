import { toMajor, type Offer } from '@skins/contract';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { offerArtPath } from './offer-art.ts';
import type { OfferRow } from './transitions.ts';

/** OFFER-3: spec §3 Offer: prices in the offer's own currency, 2 decimals; one item per offer. OFFER-14, OFFER-15, OFFER-16: the skin's float, pattern and stickers. */
export function presentOffer(o: OfferRow): Offer {
  const art = offerArtPath(o.title);
  return {
    id: o.id,
    created_at: unixSeconds(o.createdAt),
    title: o.title,
    item: { title: o.title, img: art, img_url: art },
    quality: o.quality,
    user_price: toMajor(o.userPriceMinor),
    service_price: o.servicePriceMinor === null ? null : toMajor(o.servicePriceMinor),
    currency: o.currency,
    status: o.status,
    quantity: 1,
    float: o.floatValue,
    pattern: o.pattern,
    stickers: o.stickers,
    protected_until: o.protectedUntil?.toISOString() ?? null,
  };
}


import type { messagesOffersEn } from '@skins/contract';

/** de texts of the offers area: one for every key of messagesOffersEn (a missing key fails the type check). */
export const messagesOffersDe: Record<keyof typeof messagesOffersEn, string> = {};

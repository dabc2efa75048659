import type { messagesOffersEn } from '@skins/contract';

/** pl texts of the offers area: one for every key of messagesOffersEn (a missing key fails the type check). */
export const messagesOffersPl: Record<keyof typeof messagesOffersEn, string> = {};

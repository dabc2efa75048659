import type { messagesPacksEn } from '@skins/contract';

/** pl texts of the packs area: one for every key of messagesPacksEn (a missing key fails the type check). */
export const messagesPacksPl: Record<keyof typeof messagesPacksEn, string> = {};

import type { messagesPacksEn } from '@skins/contract';

/** de texts of the packs area: one for every key of messagesPacksEn (a missing key fails the type check). */
export const messagesPacksDe: Record<keyof typeof messagesPacksEn, string> = {};

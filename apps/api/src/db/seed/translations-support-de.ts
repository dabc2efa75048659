import type { messagesSupportEn } from '@skins/contract';

/** de texts of the support area: one for every key of messagesSupportEn (a missing key fails the type check). */
export const messagesSupportDe: Record<keyof typeof messagesSupportEn, string> = {};

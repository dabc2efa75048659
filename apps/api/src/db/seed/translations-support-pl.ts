import type { messagesSupportEn } from '@skins/contract';

/** pl texts of the support area: one for every key of messagesSupportEn (a missing key fails the type check). */
export const messagesSupportPl: Record<keyof typeof messagesSupportEn, string> = {};

/** Packs and prompts (issue 7). Loaded by their lazy chunks only. */
export const messagesPacksEn = {} as const;

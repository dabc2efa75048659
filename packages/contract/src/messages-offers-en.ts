/** Selling skins (issue 6): offers tab, sell and payout modals, payout result pages. Loaded by those lazy chunks only. */
export const messagesOffersEn = {} as const;

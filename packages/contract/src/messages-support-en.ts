/** Support form (issue 7). Loaded by the support page only. */
export const messagesSupportEn = {} as const;

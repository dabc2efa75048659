import { messagesAccountsEn } from './messages-accounts-en.ts';
import { messagesShellEn } from './messages-en.ts';
import { messagesPaymentsEn } from './messages-payments-en.ts';

/**
 * Every interface text (English defaults): the shell's and the accounts area's. The web app loads
 * the two parts separately (the first view carries only the shell's); the API seeds them all.
 */
export const messagesEn = { ...messagesShellEn, ...messagesAccountsEn, ...messagesPaymentsEn } as const;

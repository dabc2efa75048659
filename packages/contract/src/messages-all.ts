import { messagesAccountsEn } from './messages-accounts-en.ts';
import { messagesCatalogLabelsEn, messagesStatusLabelsEn } from './messages-labels-en.ts';
import { messagesShellEn } from './messages-en.ts';
import { messagesInventoryEn } from './messages-inventory-en.ts';
import { messagesOffersEn } from './messages-offers-en.ts';
import { messagesOrdersEn } from './messages-orders-en.ts';
import { messagesPacksEn } from './messages-packs-en.ts';
import { messagesPaymentsEn } from './messages-payments-en.ts';
import { messagesPricesEn } from './messages-prices-en.ts';
import { messagesPrivacyEn } from './messages-privacy-en.ts';
import { messagesSeoEn } from './messages-seo-en.ts';
import { messagesSkinsEn } from './messages-skins-en.ts';
import { messagesListingsEn } from './messages-listings-en.ts';
import { messagesStaffEn } from './messages-staff-en.ts';
import { messagesSupportEn } from './messages-support-en.ts';

/**
 * Every interface text (English defaults): the shell's and each lazily loaded area's. The web app loads
 * the two parts separately (the first view carries only the shell's); the API seeds them all.
 */
export const messagesEn = { ...messagesShellEn, ...messagesAccountsEn, ...messagesPaymentsEn, ...messagesOffersEn, ...messagesInventoryEn, ...messagesSupportEn, ...messagesStaffEn, ...messagesPacksEn, ...messagesOrdersEn, ...messagesPricesEn, ...messagesPrivacyEn, ...messagesSeoEn, ...messagesSkinsEn, ...messagesListingsEn, ...messagesCatalogLabelsEn, ...messagesStatusLabelsEn } as const;

/** Every table of the product, re-exported from the module that owns it (for drizzle-kit and the typed handle). */
export * from '../modules/i18n/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/account/tables.ts';
export * from '../modules/cart/tables.ts';
export * from '../modules/checkout/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/offers/tables.ts';
export * from '../modules/payouts/tables.ts';
export * from '../adapters/mail/tables.ts';
export * from '../adapters/payouts/tables.ts';
export * from '../modules/support/tables.ts';
export * from '../modules/packs/tables.ts';
export * from '../modules/prompts/tables.ts';
export * from '../modules/audit/tables.ts';
export * from '../modules/mail/tables.ts';

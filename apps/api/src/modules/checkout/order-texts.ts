import { messagesOrdersEn } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { getLocalizations, listLanguages, pickLanguage } from '../i18n/index.ts';

export type OrderTextKey = keyof typeof messagesOrdersEn;

/** The texts of an order's page and receipt in one language, and the language's code for Intl. */
export interface OrderTexts {
  lang: string;
  t(key: OrderTextKey, vars?: Record<string, string | number>): string;
}

/**
 * ORDER-1, ORDER-6: the orders texts in the request's language: the stored translations (the ones
 * the web shows, seeded from translations-orders-*.ts) over the English defaults, `{{name}}` filled.
 */
export async function orderTexts(db: DbOrTx, languageId: number | null): Promise<OrderTexts> {
  const language = pickLanguage(await listLanguages(db), languageId ?? undefined);
  const stored = language ? await getLocalizations(db, language.id) : {};
  return {
    lang: language?.code ?? 'en',
    t: (key, vars = {}) => (stored[key] ?? messagesOrdersEn[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')),
  };
}

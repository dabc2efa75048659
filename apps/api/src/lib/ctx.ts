import type { MailSender } from '../adapters/mail/port.ts';
import type { Db, DbOrTx } from '../db/client.ts';

/** The currency and language a request asked for, after the §4 fallbacks. */
export interface Locale {
  currency: { code: string; symbol: string; value: number };
  languageId: number | null;
  /** PAY-20: the currency code the request named and the shop does not list (it fell back to `currency`); unset otherwise. */
  unlistedCurrency?: string;
}

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/**
 * What every service function receives first: the database (or the open transaction), the
 * request's locale, the signed-in user if any, a logger, and the adapters a use case may need
 * (mail) with the shop's public address for links. No Fastify in here, so the same service runs
 * from a route, a CLI command or a test.
 */
export interface Ctx {
  db: DbOrTx;
  locale: Locale;
  /** Set when the request is signed in (after requireUser). */
  userId?: number;
  log: Logger;
  mail: MailSender;
  /** The shop's public address without a trailing slash (PUBLIC_URL): the base of mailed links. */
  publicUrl: string;
}

/**
 * SEAM-2: the context of a use case that opens its own transaction (withTransaction): its
 * handle is the root, never a transaction, so it cannot be called from inside another one.
 */
export interface RootCtx extends Ctx {
  db: Db;
}

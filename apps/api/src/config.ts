import { z } from 'zod';
import { parseSealKey } from './lib/sealed-text.ts';
import { defaultWebDistDir } from './paths.ts';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The webhook secret of development and tests: production sets PAYMENT_WEBHOOK_SECRET (README). */
export const DEV_WEBHOOK_SECRET = 'dev-sandbox-webhook-secret-change-me';
/** SEC-13: payout webhooks have their own secret (PAYOUT_WEBHOOK_SECRET), so one leak does not forge both. */
export const DEV_PAYOUT_WEBHOOK_SECRET = 'dev-sandbox-payout-webhook-secret-change-me';
/** OPS-21: the key that seals bank payout details in development and tests; production sets PAYOUT_DETAILS_KEY (README). */
export const DEV_PAYOUT_DETAILS_KEY = '646576656c6f706d656e742d7061796f75742d64657461696c732d6b65792121';
/** SEC-1: a production webhook secret is at least this long (32 random bytes, hex or base64, are longer). */
const PRODUCTION_SECRET_MIN_LENGTH = 32;

/** STEAM-1: the trade bot's account, all required by TRADE_DELIVERY=steam; the logger redacts them. */
export const steamBotVariables = ['STEAM_BOT_ACCOUNT_NAME', 'STEAM_BOT_PASSWORD', 'STEAM_BOT_SHARED_SECRET', 'STEAM_BOT_IDENTITY_SECRET'] as const;

/** Every environment variable the server reads (the README lists them). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as http://localhost:3000' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** BACKUP-2: where a PGlite server takes backups on request (a Unix socket); unset: DATA_DIR's path with `.backup.sock` added. */
  BACKUP_SOCKET: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// connection URL' })
    .optional(),
  /** SCALE-2: a read replica of DATABASE_URL; the catalogue's reads go there. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// connection URL' })
    .optional(),
  /** Connections per server process (each of WEB_CONCURRENCY has its own pool). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(16),
  /** SCALE-2: how many server processes share PORT (node:cluster); more than 1 needs PostgreSQL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SEED_ON_START: boolFromEnv.default(true),
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** SEC-6: smtp (needs SMTP_URL) or outbox (the email_outbox table); unset: smtp when SMTP_URL is set, else outbox. */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox'], { error: 'must be smtp or outbox' }).optional(),
  MAIL_FROM: z.string().default('Skins Market <no-reply@skins.local>'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' }).optional(),
  TRUST_PROXY: boolFromEnv.default(false),
  /** SEC-26: a request's headers must arrive within this (a client trickling them is cut off with a 408). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** SEC-26: a whole request (headers and body) must arrive within this. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** SEC-26: an idle kept-alive connection is closed after this; above a load balancer's idle timeout (60 s is the usual one). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
  /** SEC-26: open connections per remote address (one more is closed at once); 0: no cap. Unset: 100, or none behind TRUST_PROXY. */
  HTTP_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).optional(),
  /** SEC-5: a proxy in front serves the shop over https although PUBLIC_URL names http. */
  TLS_TERMINATED_BY_PROXY: boolFromEnv.default(false),
  /** Sign-in, sign-up, password reset and resend attempts per minute per client (AUTH-20). */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** JOURNEY-10: sign-in attempts per minute per client IP across all emails (password spraying). */
  RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** OPS-113: back-office calls per minute per operator (a screen makes a few; a script gone wild is stopped). */
  RATE_LIMIT_OPERATOR_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Support messages per 10 minutes per client IP (SUPPORT-4). */
  RATE_LIMIT_SUPPORT_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** GEO-2: the request header a CDN or proxy sets to the visitor's country (e.g. CF-IPCountry); unset: country unknown. */
  GEOIP_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, { error: 'must be an HTTP header name such as CF-IPCountry' }).optional(),
  /** A session ends after this many days without use (AUTH-7). */
  SESSION_TTL_DAYS: z.coerce.number().min(0.001).max(365).default(30),
  /** SEC-9: a session ends this many days after sign-in, however much it is used. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.001).max(365).default(30),
  /** The Steam OpenID 2.0 provider (AUTH-18); tests point it at a local endpoint. */
  STEAM_OPENID_URL: z.url({ error: 'must be an absolute URL' }).default('https://steamcommunity.com/openid/login'),
  /** INV-1: a Steam Web API key: the sell page reads inventories from Steam; unset: the local fake (none in production). */
  STEAM_API_KEY: z.string().regex(/^[0-9A-Fa-f]{32}$/, { error: 'must be a Steam Web API key (32 hex characters)' }).optional(),
  /** INV-1: tests only: points the Steam Web API client at a fake (protocol, host and port). */
  STEAM_WEB_API_URL: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:12113' }).optional(),
  /** INV-3: how long a read inventory is kept (seconds) before Steam is asked again. */
  STEAM_INVENTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** SEC-2: the card and other-methods payment and payout provider; unset in production means none (only balance payments). STRIPE-1: stripe takes real money (no payout provider then). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).optional(),
  /** STRIPE-1: the Stripe account's secret key (sk_live_... or sk_test_...; a restricted rk_ key works too). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(live|test)_\w+$/, { error: 'must be a Stripe secret key (sk_live_... or sk_test_...)' }).optional(),
  /** STRIPE-1: the signing secret of the Stripe webhook endpoint (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, { error: 'must be the webhook endpoint signing secret (whsec_...)' }).optional(),
  /** STRIPE-1: tests only: points the Stripe client at a fake Stripe API (protocol, host and port). */
  STRIPE_API_BASE: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:12111' }).optional(),
  /** ART-2: tests only: Steam image fetches connect to this origin (a fake image server) instead of the Steam host; the address is checked against the allowlist as ever. */
  STEAM_IMAGE_ORIGIN: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:12112' }).optional(),
  /** SEC-2: lets production run the sandbox provider (a demo): any customer can then mark their own payments paid. */
  ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: boolFromEnv.default(false),
  /** Signs and verifies the payment provider's webhooks (PAY-10). Production must set its own (SEC-1). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).default(DEV_WEBHOOK_SECRET),
  /** Signs and verifies the payout provider's webhooks (PAYOUT-9, SEC-13). Production must set its own. */
  PAYOUT_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).default(DEV_PAYOUT_WEBHOOK_SECRET),
  /** OPS-21: seals a bank payout's IBAN and holder at rest (AES-256-GCM): 32 bytes, hex or base64. Production must set its own. */
  PAYOUT_DETAILS_KEY: z
    .string()
    .default(DEV_PAYOUT_DETAILS_KEY)
    .transform((raw, ctx) => parseSealKey(raw) ?? (ctx.addIssue({ code: 'custom', message: 'must be 32 bytes written as 64 hex characters or as base64 (openssl rand -hex 32)' }), z.NEVER)),
  /** STEAM-1: who delivers paid orders: the sandbox bot (default) or a Steam trade bot (needs the STEAM_BOT_ variables). */
  TRADE_DELIVERY: z.enum(['sandbox', 'steam'], { error: 'must be sandbox or steam' }).default('sandbox'),
  /** STEAM-1: the trade bot's Steam account: login name, password, and the shared and identity secrets of its mobile authenticator (never logged). */
  STEAM_BOT_ACCOUNT_NAME: z.string().optional(),
  STEAM_BOT_PASSWORD: z.string().optional(),
  STEAM_BOT_SHARED_SECRET: z.string().optional(),
  STEAM_BOT_IDENTITY_SECRET: z.string().optional(),
  /** The sandbox trade bot completes a paid order this long after payment (PAY-13). */
  DELIVERY_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
  /** DISPUTE-4, PROTECT-1, issue 49: Steam's Trade Protection: for this many days (decimals allowed: tests shorten it to seconds) the giver of a trade can reverse it: a delivered order is final after them, an item received from a seller is protected (its payout held) for them. */
  TRADE_PROTECTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).min(0, { error: 'must be 0 or more days' }).max(365).default(7),
  /** How long a card checkout holds its items before they return to the shop (PAY-12). */
  RESERVATION_MINUTES: z.coerce.number().min(0.01).max(1440).default(15),
  /** How often the reservation-expiry and delivery sweeps run; 0 turns the timer off. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /** REFPRICE-1: where the sweep asks Steam's price of a market name: fake (the local fake; the default outside production), steam (the Steam Community Market), none (the default in production: the shop's own sales only). */
  STEAM_PRICE_SOURCE: z.enum(['fake', 'steam', 'none'], { error: 'must be fake, steam or none' }).optional(),
  /** REFPRICE-1: how often the reference price sweep runs; 0 turns it off. */
  REFERENCE_PRICE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(900_000),
  /** OPS-11: with OPERATOR_PASSWORD, the shop operator's account, ensured at startup (README "Operator"). */
  OPERATOR_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  OPERATOR_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).max(200).optional(),
  /** OPS-103: where the shop's alerts (a new offer) are mailed; unset: to every operator's own address. */
  OPERATOR_ALERT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  /** METRICS-1: /api/metrics answers a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; unset: /api/metrics is off (404). */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters (openssl rand -hex 32)' }).optional(),
  /** METRICS-2: the metrics also on http://127.0.0.1:<METRICS_PORT>/metrics, without a token (0: a free port, for tests). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
})
  .refine((c) => c.WEB_CONCURRENCY === 1 || c.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    error: 'more than one server process needs PostgreSQL: set DATABASE_URL (the embedded PGlite database belongs to one process)',
  })
  .refine((c) => !c.DATABASE_READ_URL || c.DATABASE_URL, { path: ['DATABASE_READ_URL'], error: 'is a replica of DATABASE_URL: set DATABASE_URL too' })
  // SEC-26: Node refuses a headers timeout longer than the whole request's.
  .refine((c) => c.HTTP_HEADERS_TIMEOUT_MS <= c.HTTP_REQUEST_TIMEOUT_MS, { path: ['HTTP_HEADERS_TIMEOUT_MS'], error: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS' })
  // SEC-26: behind a proxy every connection comes from the proxy: a cap per address would cap the whole shop.
  .refine((c) => !c.TRUST_PROXY || !c.HTTP_MAX_CONNECTIONS_PER_CLIENT, {
    path: ['HTTP_MAX_CONNECTIONS_PER_CLIENT'],
    error: 'counts connections per remote address, which behind TRUST_PROXY is the proxy: leave it unset (or 0) and limit clients at the proxy',
  })
  .refine((c) => c.MAIL_TRANSPORT !== 'smtp' || c.SMTP_URL, { path: ['SMTP_URL'], error: 'must be set when MAIL_TRANSPORT=smtp' })
  .refine((c) => c.PAYMENT_PROVIDER !== 'stripe' || c.STRIPE_SECRET_KEY, { path: ['STRIPE_SECRET_KEY'], error: 'must be set when PAYMENT_PROVIDER=stripe' })
  .refine((c) => c.PAYMENT_PROVIDER !== 'stripe' || c.STRIPE_WEBHOOK_SECRET, { path: ['STRIPE_WEBHOOK_SECRET'], error: 'must be set when PAYMENT_PROVIDER=stripe' })
  .superRefine((c, ctx) => {
    if (c.TRADE_DELIVERY !== 'steam') return;
    for (const name of steamBotVariables) if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when TRADE_DELIVERY=steam' });
  });

type ParsedEnv = z.infer<typeof configSchema>;

export type Config = ParsedEnv & {
  publicUrl: string;
  /** SEC-5: session and CSRF cookies carry Secure: always in production, elsewhere behind an https PUBLIC_URL. */
  secureCookies: boolean;
  /** SEC-28: the session and CSRF cookies are `__Host-` ones: PUBLIC_URL is https at the root path. */
  hostPrefixCookies: boolean;
  /** SEC-6: where mail goes (MAIL_TRANSPORT, else smtp when SMTP_URL is set). */
  mailTransport: 'smtp' | 'outbox';
  /** SEC-26: open connections per remote address; 0: no cap (the default behind TRUST_PROXY). */
  maxConnectionsPerClient: number;
  /** REFPRICE-1: STEAM_PRICE_SOURCE, else the fake outside production and none in it (a fake price must not reach customers). */
  steamPriceSource: 'fake' | 'steam' | 'none';
};

/** SEC-26: without a proxy in front, one address may hold this many connections (a browser opens about 6 per host). */
const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 100;

/**
 * What production (NODE_ENV=production) requires beyond a valid env, one entry per requirement:
 * `unmet` says it is missing, `fix` names what to set. The server refuses to start while any is unmet.
 */
const productionRequirements: { unmet: (c: ParsedEnv) => boolean; fix: string }[] = [
  // SEC-5: cookies and links must not travel in clear text.
  {
    unmet: (c) => !c.PUBLIC_URL || (new URL(c.PUBLIC_URL).protocol !== 'https:' && !c.TLS_TERMINATED_BY_PROXY),
    fix: 'set PUBLIC_URL to the https:// address of the shop (or TLS_TERMINATED_BY_PROXY=true when a proxy in front serves it over https)',
  },
  // SEC-6: without a mail server, reset and verification links would sit where they should not.
  {
    unmet: (c) => !c.SMTP_URL && c.MAIL_TRANSPORT !== 'outbox',
    fix: 'set SMTP_URL (or MAIL_TRANSPORT=outbox to keep mail in the email_outbox table only)',
  },
  // SEC-19: one secret for both webhooks would let a leak of one forge the other (SEC-13).
  {
    unmet: (c) => c.PAYMENT_WEBHOOK_SECRET === c.PAYOUT_WEBHOOK_SECRET,
    fix: 'set PAYOUT_WEBHOOK_SECRET to another secret than PAYMENT_WEBHOOK_SECRET (each its own, e.g. openssl rand -hex 32)',
  },
  // SEC-19: a plain-http OpenID provider could be impersonated on the way and sign anyone in as any Steam account.
  {
    unmet: (c) => new URL(c.STEAM_OPENID_URL).protocol !== 'https:',
    fix: 'set STEAM_OPENID_URL to an https:// address (or unset it for Steam\'s own, https://steamcommunity.com/openid/login)',
  },
  // SCALE-2: each process would otherwise count rate limits on its own, multiplying them by N.
  {
    unmet: (c) => c.WEB_CONCURRENCY > 1 && !c.REDIS_URL,
    fix: 'set REDIS_URL when WEB_CONCURRENCY is above 1 (the processes must share their rate limits)',
  },
];

/** SEC-1: a webhook secret production may use: its own (not a development constant) and long enough. */
function productionSecretProblem(name: string, value: string, devValue: string): string | null {
  if (value === devValue) return `${name} must be set to the shop's own secret (at least ${PRODUCTION_SECRET_MIN_LENGTH} random characters)`;
  if (value.length < PRODUCTION_SECRET_MIN_LENGTH) return `${name} must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`;
  return null;
}

/**
 * What production refuses to start with, one sentence each: the requirements above (SEC-5, SEC-6, SEC-19),
 * the public development webhook secrets (SEC-1) and payout details key (OPS-21), and the sandbox provider unless the operator says it
 * is a demo (SEC-2).
 */
export function productionProblems(c: ParsedEnv): string[] {
  const problems = [
    ...productionRequirements.filter((r) => r.unmet(c)).map((r) => r.fix),
    productionSecretProblem('PAYMENT_WEBHOOK_SECRET', c.PAYMENT_WEBHOOK_SECRET, DEV_WEBHOOK_SECRET),
    productionSecretProblem('PAYOUT_WEBHOOK_SECRET', c.PAYOUT_WEBHOOK_SECRET, DEV_PAYOUT_WEBHOOK_SECRET),
    // OPS-21: the development key is public (it is in this file), so it protects nothing.
    c.PAYOUT_DETAILS_KEY.equals(Buffer.from(DEV_PAYOUT_DETAILS_KEY, 'hex'))
      ? "PAYOUT_DETAILS_KEY must be set to the shop's own key (32 random bytes, hex or base64: openssl rand -hex 32)"
      : null,
  ];
  // STRIPE-1: a production shop's payments go to Stripe itself, never to another address.
  if (c.STRIPE_API_BASE) problems.push('STRIPE_API_BASE is for tests only; unset it so that payments go to Stripe');
  // INV-1: inventories come from Steam itself.
  if (c.STEAM_WEB_API_URL) problems.push('STEAM_WEB_API_URL is for tests only; unset it so that inventories come from Steam');
  // ART-2: the image route fetches from Steam's own hosts only.
  if (c.STEAM_IMAGE_ORIGIN) problems.push('STEAM_IMAGE_ORIGIN is for tests only; unset it so that item images come from Steam');
  if (c.PAYMENT_PROVIDER === 'sandbox' && !c.ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION) {
    problems.push('PAYMENT_PROVIDER=sandbox lets customers mark their own payments paid; set ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true only for a demo');
  }
  return problems.filter((p): p is string => p !== null);
}

/** Parses env; on failure throws one error that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means unset, as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  // One line, so that a process supervisor's log shows the whole reason at once.
  const problems = production ? productionProblems(c) : [];
  if (problems.length) throw new Error(`Production refuses to start: ${problems.join('; ')}.`);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    // SEC-2: the sandbox is the default of development and tests only.
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox'),
    publicUrl,
    secureCookies: production || publicUrl.startsWith('https:'),
    hostPrefixCookies: /^https:\/\/[^/]+$/.test(publicUrl),
    mailTransport: c.MAIL_TRANSPORT ?? (c.SMTP_URL ? 'smtp' : 'outbox'),
    maxConnectionsPerClient: c.HTTP_MAX_CONNECTIONS_PER_CLIENT ?? (c.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_CLIENT),
    steamPriceSource: c.STEAM_PRICE_SOURCE ?? (production ? 'none' : 'fake'),
  };
}

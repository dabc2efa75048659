import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGeoIp } from './adapters/geoip/index.ts';
import { createMailSender } from './adapters/mail/index.ts';
import { createPaymentProvider } from './adapters/payments/index.ts';
import { createSandboxPayoutProvider } from './adapters/payouts/sandbox.ts';
import { createSteamPriceSource } from './adapters/steam-price/index.ts';
import { createSteamInventory } from './adapters/steam-inventory/index.ts';
import { createTradeDelivery } from './adapters/trade-delivery/index.ts';
import type { TradeBot } from './adapters/trade-delivery/port.ts';
import { steamBotVariables, type Config } from './config.ts';
import { startPersonalDataJobs } from './flows/personal-data-export.ts';
import { startTradeProtectionJobs } from './flows/trade-protection.ts';
import { operatorTradeReversalRoutes } from './flows/trade-reversal-routes.ts';
import { reverseSellerTrade } from './flows/trade-reversal.ts';
import { personalDataRoutes } from './flows/personal-data-routes.ts';
import type { Database } from './db/client.ts';
import { capConnectionsPerClient, httpServerOptions } from './lib/http-server-limits.ts';
import { meteredMail, meteredPaymentProvider, meteredPayoutProvider } from './lib/metered-adapters.ts';
import { createShopMetrics } from './lib/metrics.ts';
import { redactUrl } from './lib/redact-url.ts';
import { operatorAuditRoutes } from './flows/audit-log-routes.ts';
import { operatorCustomerPageRoutes } from './flows/customer-page-routes.ts';
import { offerPageRoutes } from './flows/offer-page-routes.ts';
import { profileOf } from './flows/profile.ts';
import { profileRoutes } from './flows/profile-routes.ts';
import { operatorSettingChangeRoutes } from './flows/setting-change-routes.ts';
import { accountRoutes, operatorCustomerRoutes } from './modules/account/routes.ts';
import { authRoutes, operatorEmailRoutes, sessionRoutes, steamRoutes, twoFactorRoutes } from './modules/auth/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes, operatorCatalogRoutes } from './modules/catalog/routes.ts';
import { onOrderDropped, ordersByMethod, startCheckoutJobs } from './modules/checkout/index.ts';
import { checkoutRoutes, operatorDeliveryRoutes, operatorOrderRoutes } from './modules/checkout/routes.ts';
import { operatorPromoRoutes } from './modules/promos/routes.ts';
import { paymentWebhookRoutes } from './flows/payment-webhook-routes.ts';
import { promoCheckRoutes } from './flows/promo-check-routes.ts';
import { purchaseRoutes } from './flows/purchase-routes.ts';
import { buyPackRoutes } from './flows/buy-pack-routes.ts';
import { promptFulfilRoutes } from './flows/prompt-fulfil-routes.ts';
import { operatorOrderFlowRoutes } from './flows/operator-order-routes.ts';
import { orderRoutes } from './flows/order-routes.ts';
import { operatorStatementRoutes, statementRoutes } from './flows/statement-routes.ts';
import { contentRoutes, operatorSettingRoutes, operatorSocialLinkRoutes } from './modules/content/routes.ts';
import { operatorMailRoutes } from './modules/mail/routes.ts';
import { operatorDashboardRoutes } from './modules/dashboard/routes.ts';
import { operatorReportRoutes } from './modules/reports/routes.ts';
import { inventoryOfferRoutes, offerRoutes, operatorOfferRoutes } from './modules/offers/routes.ts';
import { onSellerTradeReversed, startSellerTradeJobs } from './modules/offers/index.ts';
import { operatorSellQuoteRoutes } from './modules/inventory/routes.ts';
import { operatorPayoutConflictRoutes, operatorPayoutRoutes, payoutRoutes } from './modules/payouts/routes.ts';
import { geoipRoutes } from './modules/geoip/routes.ts';
import { i18nRoutes, operatorCurrencyRoutes } from './modules/i18n/routes.ts';
import { dropOrderPayments, startPaymentJobs } from './modules/payments/index.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { operatorPackRoutes, packRoutes } from './modules/packs/routes.ts';
import { promptRoutes } from './modules/prompts/routes.ts';
import { operatorSupportRoutes, supportRoutes } from './modules/support/routes.ts';
import { operatorStaffRoutes, staffInviteRoutes } from './modules/staff/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { createSteamImageStore } from './modules/images/index.ts';
import { listCacheCounts, onItemsListed, steamImageUrlOf } from './modules/catalog/index.ts';
import { startPriceJobs } from './modules/prices/index.ts';
import { priceRoutes } from './modules/prices/routes.ts';
import { alertWatchers } from './modules/watchlist/index.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import { routePreloads, seoDocumentRenderer } from './modules/seo/index.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { BROTLI_QUALITY } from './plugins/answer-encoding.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { localePlugin } from './plugins/locale.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { operatorRateLimit, rateLimitPlugin } from './plugins/rate-limit.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';
import { staffRolesPlugin } from './plugins/staff-roles.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** ART-2: a Steam picture is at most 2 MB, fetched within 5 s; the disk cache holds at most 256 MB. */
const STEAM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const STEAM_IMAGE_TIMEOUT_MS = 5000;
const STEAM_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

/** Fastify's request log fields, with the URL's link tokens redacted (SEC-6). */
function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Close the database with the app (true when the app opened it). */
  closeDatabase?: boolean;
  /** Log (default true); `{ stream }` logs to that stream instead of stdout (tests read what is logged). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** The trade bot (default: the one TRADE_DELIVERY names); tests hand in a fake that drives every trade state (TRADE-4). */
  tradeBot?: TradeBot;
}

/** Builds the whole server: plugins first, then the API modules under /api, then the SPA. */
export async function buildApp({ config, database, closeDatabase = false, logger = true, tradeBot: givenBot }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          // STEAM-1: the bot's credentials are never written, wherever a log line would carry them.
          redact: ['req.headers.authorization', 'req.headers.cookie', ...steamBotVariables.flatMap((name) => [name, `*.${name}`])],
          serializers: { req: requestLogFields },
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // SEC-26: the server's own timeouts (lib/http-server-limits.ts), not Node's defaults.
    ...httpServerOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  // SEC-26: one client cannot hold every socket (off behind TRUST_PROXY, where all come from the proxy).
  if (config.maxConnectionsPerClient > 0) {
    capConnectionsPerClient(app.server, config.maxConnectionsPerClient, (address) => app.log.warn({ address, max: config.maxConnectionsPerClient }, 'a client holds the most connections allowed: more are closed'));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeTablePlugin);
  // METRICS-9: this app's own meters; each figure read at a scrape comes from its module's face.
  const metrics = createShopMetrics(
    { pools: () => database.pools(), readReplica: () => database.readReplica, listCache: () => listCacheCounts(database.readDb), ordersByMethod: () => ordersByMethod(database.db) },
    app.log,
  );
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN, port: config.METRICS_PORT });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // SCALE-46: an answer up to 128 KiB (a list page of 100 products is about 73) is compressed in one
  // call. The plugin's default on two cores (8 KiB) streamed a 15-product page through a zlib stream
  // and the thread pool: 1.1-1.4 ms of the server's CPU per answer against 0.1-0.4 in one call.
  // SCALE-50: brotli at the quality the answers encoded by hand use (answer-encoding.ts).
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: 128 * 1024, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  await app.register(cookie);
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(authPlugin, {
    ttlMs: config.SESSION_TTL_DAYS * DAY_MS,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * DAY_MS,
    secureCookies: config.secureCookies,
    hostPrefixCookies: config.hostPrefixCookies,
  });
  await app.register(noStorePlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(staffRolesPlugin);
  const mail = meteredMail(createMailSender(config, database.db, app.log), metrics);
  await app.register(localePlugin, { mail, publicUrl: config.publicUrl });

  // SEC-2: no provider (production's default) leaves balance payments and bank payouts only; Stripe takes payments, payouts stay bank only (STRIPE-1).
  const sandbox = config.PAYMENT_PROVIDER === 'sandbox';
  const paymentProvider = meteredPaymentProvider(createPaymentProvider(config), metrics);
  const payoutProvider = meteredPayoutProvider(sandbox ? createSandboxPayoutProvider({ publicUrl: config.publicUrl, secret: config.PAYOUT_WEBHOOK_SECRET, db: database.db }) : null, metrics);
  if (sandbox && config.NODE_ENV === 'production') {
    app.log.warn('UNSAFE: the sandbox payment provider is on in production (ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true): any customer can mark their own payments and payouts as paid');
  }
  const tradeBot = givenBot ?? createTradeDelivery(config);
  // DISPUTE-4, PROTECT-2: how long Steam lets the giver of a trade reverse it: a delivery to a buyer, a seller's item received.
  const tradeProtectionMs = config.TRADE_PROTECTION_DAYS * DAY_MS;
  const jobs = startCheckoutJobs({ db: database.db, once: database.once, mail, log: app.log, publicUrl: config.publicUrl, onRound: metrics.sweepRound }, tradeBot, config.JOBS_INTERVAL_MS);
  app.addHook('onClose', () => jobs.stop());
  // TRADE-3, TRADE-4: the same bot asks sellers for the items of their accepted offers.
  const sellerTradeJobs = startSellerTradeJobs({ db: database.db, once: database.once, mail, log: app.log, publicUrl: config.publicUrl, onRound: metrics.sweepRound, protectionMs: tradeProtectionMs }, tradeBot, config.JOBS_INTERVAL_MS);
  app.addHook('onClose', () => sellerTradeJobs.stop());
  const paymentJobs = startPaymentJobs({ db: database.db, once: database.once, mail, log: app.log, publicUrl: config.publicUrl, onRound: metrics.sweepRound }, paymentProvider, config.JOBS_INTERVAL_MS);
  app.addHook('onClose', () => paymentJobs.stop());
  // REFPRICE-1: the reference prices are refreshed here, never in a list or details request.
  const priceJobs = startPriceJobs({ db: database.db, once: database.once, log: app.log, onRound: metrics.sweepRound }, createSteamPriceSource(config), config.REFERENCE_PRICE_INTERVAL_MS);
  app.addHook('onClose', () => priceJobs.stop());
  // GDPR-3: the requests for one's data are built in the background.
  const personalDataJobs = startPersonalDataJobs({ db: database.db, once: database.once, mail, log: app.log, publicUrl: config.publicUrl, onRound: metrics.sweepRound }, config.JOBS_INTERVAL_MS);
  app.addHook('onClose', () => personalDataJobs.stop());
  // PROTECT-4, PROTECT-6: the sweep that releases held payouts and items.
  const protectionJobs = startTradeProtectionJobs({ db: database.db, once: database.once, mail, log: app.log, publicUrl: config.publicUrl, onRound: metrics.sweepRound }, { provider: payoutProvider, detailsKey: config.PAYOUT_DETAILS_KEY }, config.JOBS_INTERVAL_MS);
  app.addHook('onClose', () => protectionJobs.stop());
  // TRADE-6, PROTECT-8: a trade the seller reversed at Steam (the bot reports it) goes the way of the
  // operator's 'Mark trade reversed': the held payout cancelled, the offer reversed, the item out, the
  // operator told. Removed at close: the hook is the offers module's, and a process may run several apps.
  const reversalCtx = { db: database.db, mail, log: app.log, publicUrl: config.publicUrl };
  const stopReversals = onSellerTradeReversed(async (_ctx, reversal) => {
    await reverseSellerTrade(reversalCtx, reversal.offerId, 'provider').catch((err: unknown) => app.log.error({ err, offerId: reversal.offerId }, 'a reversed seller trade could not be applied; the operator can mark it reversed'));
  });
  app.addHook('onClose', () => stopReversals());
  // WATCH-4: a listed item alerts its watchers; the catalogue calls the hook, not the watchlist (issue 48).
  onItemsListed(alertWatchers);
  // PAY-7: an order undone as if never placed takes its payment row with it; checkout calls the hook, not payments (issue 48).
  onOrderDropped(dropOrderPayments);

  await app.register(
    async (api) => {
      api.addHook('preValidation', operatorRateLimit(api, config.RATE_LIMIT_OPERATOR_PER_MINUTE));
      await api.register(healthRoutes);
      await api.register(i18nRoutes);
      await api.register(contentRoutes);
      await api.register(catalogRoutes);
      await api.register(priceRoutes);
      await api.register(watchlistRoutes);
      await api.register(authRoutes, { config, profileOf });
      await api.register(steamRoutes, { config });
      await api.register(accountRoutes, { config });
      await api.register(profileRoutes, { config });
      await api.register(personalDataRoutes, { config });
      await api.register(sessionRoutes);
      await api.register(twoFactorRoutes, { config });
      await api.register(checkoutRoutes);
      await api.register(orderRoutes, { tradeProtectionMs });
      await api.register(statementRoutes);
      await api.register(purchaseRoutes, { provider: paymentProvider, reservationMs: config.RESERVATION_MINUTES * 60_000 });
      await api.register(paymentRoutes, { provider: paymentProvider, webhookSecret: config.PAYMENT_WEBHOOK_SECRET, publicUrl: config.publicUrl });
      await api.register(paymentWebhookRoutes, { provider: paymentProvider });
      await api.register(cartRoutes);
      await api.register(promoCheckRoutes);
      await api.register(offerRoutes, { bot: tradeBot });
      await api.register(offerPageRoutes);
      await api.register(inventoryOfferRoutes, { source: { steam: createSteamInventory(config), maxAgeMs: config.STEAM_INVENTORY_CACHE_SECONDS * 1000 } });
      await api.register(payoutRoutes, { provider: payoutProvider, webhookSecret: config.PAYOUT_WEBHOOK_SECRET, publicUrl: config.publicUrl, detailsKey: config.PAYOUT_DETAILS_KEY, proofsPerMinute: config.RATE_LIMIT_AUTH_PER_MINUTE });
      await api.register(operatorOfferRoutes, { bot: tradeBot, protectionMs: tradeProtectionMs });
      await api.register(operatorTradeReversalRoutes);
      await api.register(operatorSellQuoteRoutes);
      await api.register(operatorPayoutRoutes, { detailsKey: config.PAYOUT_DETAILS_KEY });
      await api.register(operatorPayoutConflictRoutes);
      await api.register(operatorSettingRoutes);
      await api.register(operatorSettingChangeRoutes);
      await api.register(operatorCurrencyRoutes);
      await api.register(operatorSocialLinkRoutes);
      await api.register(operatorAuditRoutes);
      await api.register(operatorMailRoutes);
      await api.register(operatorCatalogRoutes);
      await api.register(operatorPackRoutes);
      await api.register(operatorPromoRoutes);
      await api.register(operatorOrderRoutes);
      await api.register(operatorOrderFlowRoutes, { provider: paymentProvider, delivery: tradeBot, tradeProtectionMs });
      await api.register(operatorDeliveryRoutes);
      await api.register(operatorStatementRoutes);
      await api.register(operatorCustomerRoutes);
      await api.register(operatorCustomerPageRoutes);
      await api.register(operatorEmailRoutes);
      await api.register(operatorSupportRoutes);
      await api.register(operatorDashboardRoutes);
      await api.register(operatorReportRoutes);
      await api.register(operatorStaffRoutes);
      await api.register(staffInviteRoutes, { config });
      await api.register(packRoutes);
      await api.register(buyPackRoutes);
      await api.register(promptRoutes);
      await api.register(promptFulfilRoutes);
      await api.register(supportRoutes, { config });
      await api.register(geoipRoutes, { lookup: createGeoIp(config) });
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes, {
    prefix: '/img',
    steamImages: createSteamImageStore({
      dir: join(config.DATA_DIR, 'steam-image-cache'),
      maxCacheBytes: STEAM_IMAGE_CACHE_BYTES,
      maxBytes: STEAM_IMAGE_MAX_BYTES,
      timeoutMs: STEAM_IMAGE_TIMEOUT_MS,
      origin: config.STEAM_IMAGE_ORIGIN,
      onRefused: (address, reason) => app.log.warn({ address, reason }, 'Steam image refused; the generated art is served'),
    }),
    steamImageOf: (id) => steamImageUrlOf(database.db, id),
  });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  // BUDGET-11: the first view's API answers are read through the app itself, as a guest (no cookie), so they are what the browser would be answered.
  const guestApi = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  await app.register(spaPlugin, { distDir: config.WEB_DIST_DIR, renderDocument: seoDocumentRenderer(database.db, config.publicUrl, routePreloads(config.WEB_DIST_DIR), guestApi) });
  return app;
}

import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGeoIp } from './adapters/geoip/index.ts';
import { createMailSender } from './adapters/mail/index.ts';
import { createSandboxProvider } from './adapters/payments/sandbox.ts';
import { createSandboxPayoutProvider } from './adapters/payouts/sandbox.ts';
import { createSandboxDelivery } from './adapters/trade-delivery/sandbox.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { steamRoutes } from './modules/auth/steam-routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { startCheckoutJobs } from './modules/checkout/jobs.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { operatorSettingRoutes } from './modules/content/operator-routes.ts';
import { operatorOfferRoutes } from './modules/offers/operator-routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { operatorPayoutRoutes } from './modules/payouts/operator-routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { geoipRoutes } from './modules/geoip/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { packRoutes } from './modules/packs/routes.ts';
import { promptRoutes } from './modules/prompts/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { localePlugin } from './plugins/locale.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { spaPlugin } from './plugins/spa.ts';

/** Hosts the Google tag talks to (gtag.js loads from the first; hits go to the analytics hosts). */
const GOOGLE_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Close the database with the app (true when the app opened it). */
  closeDatabase?: boolean;
  /** Log (default true); `{ stream }` logs to that stream instead of stdout (tests read what is logged). */
  logger?: boolean | { stream: { write(line: string): void } };
}

/** Builds the whole server: plugins first, then the API modules under /api, then the SPA. */
export async function buildApp({ config, database, closeDatabase = false, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(typeof logger === 'object' ? { stream: logger.stream } : {}) } : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // ANALYTICS-4: the Google tag (settings google_tag) loads only after analytics consent; this fixed
        // allowlist is what gtag.js itself fetches and beacons to, nothing wider.
        imgSrc: ["'self'", 'data:', ...GOOGLE_TAG_HOSTS],
        // React and react-toastify set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        connectSrc: ["'self'", ...GOOGLE_TAG_HOSTS],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin images only; no need to isolate the opener for a shop.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(authPlugin, { ttlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000, secureCookies: config.publicUrl.startsWith('https:') });
  await app.register(csrfPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(localePlugin, { mail: createMailSender(config, database.db, app.log), publicUrl: config.publicUrl });

  // SEC-2: no provider (production's default) leaves balance payments and bank payouts only.
  const sandbox = config.PAYMENT_PROVIDER === 'sandbox';
  const paymentProvider = sandbox ? createSandboxProvider({ publicUrl: config.publicUrl, secret: config.PAYMENT_WEBHOOK_SECRET }) : null;
  const payoutProvider = sandbox ? createSandboxPayoutProvider({ publicUrl: config.publicUrl, secret: config.PAYOUT_WEBHOOK_SECRET }) : null;
  if (sandbox && config.NODE_ENV === 'production') {
    app.log.warn('UNSAFE: the sandbox payment provider is on in production (ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true): any customer can mark their own payments and payouts as paid');
  }
  const jobs = startCheckoutJobs(database.db, createSandboxDelivery({ delayMs: config.DELIVERY_DELAY_MS }), config.JOBS_INTERVAL_MS, app.log);
  app.addHook('onClose', () => jobs.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(i18nRoutes);
      await api.register(contentRoutes);
      await api.register(catalogRoutes);
      await api.register(authRoutes, { config });
      await api.register(steamRoutes, { config });
      await api.register(accountRoutes, { config });
      await api.register(checkoutRoutes, { provider: paymentProvider, reservationMs: config.RESERVATION_MINUTES * 60_000 });
      await api.register(paymentRoutes, { provider: paymentProvider, webhookSecret: config.PAYMENT_WEBHOOK_SECRET, publicUrl: config.publicUrl });
      await api.register(cartRoutes);
      await api.register(offerRoutes);
      await api.register(payoutRoutes, { provider: payoutProvider, webhookSecret: config.PAYOUT_WEBHOOK_SECRET, publicUrl: config.publicUrl });
      await api.register(operatorOfferRoutes);
      await api.register(operatorPayoutRoutes);
      await api.register(operatorSettingRoutes);
      await api.register(packRoutes);
      await api.register(promptRoutes);
      await api.register(supportRoutes, { config });
      await api.register(geoipRoutes, { lookup: createGeoIp(config) });
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes, { prefix: '/img' });
  await app.register(spaPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}

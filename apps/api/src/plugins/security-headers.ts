import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hosts the Google tag talks to (gtag.js loads from the first; hits go to the analytics hosts). */
const GOOGLE_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

/**
 * SEC-12: the Content-Security-Policy. Styles come only from our own stylesheets (no 'unsafe-inline':
 * React's style props go through the CSSOM, which a CSP does not govern). ANALYTICS-4: the Google tag's
 * hosts are named only for an SPA document loaded with analytics consent (plugins/spa.ts); every other
 * response, API answers included, gets the policy without them.
 */
export function contentSecurityPolicy({ analytics }: { analytics: boolean }) {
  const tagHosts = analytics ? GOOGLE_TAG_HOSTS : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', ...tagHosts],
      styleSrc: ["'self'"],
      scriptSrc: ["'self'", ...(analytics ? ['https://www.googletagmanager.com'] : [])],
      connectSrc: ["'self'", ...tagHosts],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Helmet's headers on every response, with the policy above and X-Frame-Options matching frame-ancestors 'none'. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy({ analytics: false }),
      // SEC-12: helmet's default is SAMEORIGIN, which would let our own pages frame the shop.
      xFrameOptions: { action: 'deny' },
      // Same-origin images only; no need to isolate the opener for a shop.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);

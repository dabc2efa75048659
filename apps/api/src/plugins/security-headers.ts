import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Hosts the Google tag talks to (gtag.js loads from the first; hits go to the analytics hosts). */
const GOOGLE_TAG_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

/**
 * SEC-12: the Content-Security-Policy. Styles come only from our own stylesheets (no 'unsafe-inline':
 * React's style props go through the CSSOM, which a CSP does not govern). ANALYTICS-4: the Google tag's
 * hosts are named only for an SPA document loaded with analytics consent (plugins/spa.ts); every other
 * response, API answers included, gets the policy without them.
 */
function contentSecurityPolicy({ analytics }: { analytics: boolean }) {
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

/**
 * Helmet's headers, with the policy above and X-Frame-Options matching frame-ancestors 'none'.
 * Built once: @fastify/helmet built helmet's middleware (parsing the policy) again on every
 * request, 4-6 % of the server's CPU under load (issue 20, docs/benchmarks.md fourteenth session).
 */
const helmetFor = (analytics: boolean) =>
  helmet({
    contentSecurityPolicy: contentSecurityPolicy({ analytics }),
    // SEC-12: helmet's default is SAMEORIGIN, which would let our own pages frame the shop.
    xFrameOptions: { action: 'deny' },
    // Same-origin images only; no need to isolate the opener for a shop.
    crossOriginEmbedderPolicy: false,
  });

/**
 * SCALE-52: the headers a helmet middleware sets, recorded once (they depend on nothing in the
 * request). Set as the reply's own headers, they go out in the one write of the head; helmet's
 * own res.setHeader per header cost 3-4 % of a cold list page's server CPU.
 */
function recordedHeaders(middleware: ReturnType<typeof helmet>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

const documentHeaders = recordedHeaders(helmetFor(false));
const analyticsDocumentHeaders = recordedHeaders(helmetFor(true));

/** ANALYTICS-4: this reply's policy names the Google tag's hosts (an SPA document for a visitor who consented). */
export function allowAnalyticsTags(reply: FastifyReply): void {
  reply.headers(analyticsDocumentHeaders);
}

/** Helmet's headers on every response. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);

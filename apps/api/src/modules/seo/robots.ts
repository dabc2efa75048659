/**
 * SEO-3: crawlers may read the shop; the API and the pages of a signed-in customer or of one
 * payment are no use in search results. The sitemap is named with the shop's public address.
 */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/account',
  '/cart',
  '/operator',
  '/email-verification',
  '/email/',
  '/reset-password',
  '/request-skin',
  '/success-payment',
  '/fail-payment',
  '/pending-payment',
  '/processing-payment',
  '/success-payout',
  '/fail-payout',
  '/pending-payout',
] as const;

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

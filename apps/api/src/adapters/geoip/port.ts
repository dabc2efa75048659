import type { IncomingHttpHeaders } from 'node:http';

/**
 * The country-by-IP port (ARCHITECTURE "The outside world"): a guess of the visitor's country for
 * preselecting form fields. The built-in default knows nothing; a real one reads a CDN's header.
 */
export interface GeoIpLookup {
  readonly name: string;
  /** An ISO 3166 alpha-2 code in upper case, or null when unknown. */
  lookup(ip: string, headers: IncomingHttpHeaders): Promise<string | null>;
}

/** GEO-2: what a lookup may answer: two letters; 'XX' (unknown) and 'T1' (Tor) of CDNs mean unknown. */
export function asCountryCode(value: unknown): string | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

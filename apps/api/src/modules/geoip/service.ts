import type { IncomingHttpHeaders } from 'node:http';
import type { GeoIpLookup } from '../../adapters/geoip/port.ts';
import { asCountryCode } from '../../adapters/geoip/port.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { hasCountryIso } from '../content/index.ts';

/**
 * GEO-1, GEO-3: the visitor's country for preselecting form fields: the adapter's answer when it is
 * a country the shop lists, else null. A failing adapter is logged and means unknown, never an error.
 */
export async function guessCountry(ctx: Ctx, lookup: GeoIpLookup, ip: string, headers: IncomingHttpHeaders): Promise<string | null> {
  let code: string | null;
  try {
    code = asCountryCode(await lookup.lookup(ip, headers));
  } catch (err) {
    ctx.log.warn({ err, adapter: lookup.name }, 'geoip lookup failed');
    return null;
  }
  return code && (await hasCountryIso(ctx.db, code)) ? code : null;
}

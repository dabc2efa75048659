import { headerGeoIp } from './header.ts';
import { noGeoIp } from './none.ts';
import type { GeoIpLookup } from './port.ts';

export type { GeoIpLookup } from './port.ts';

/** The header adapter when GEOIP_HEADER is set, otherwise none (country unknown). */
export function createGeoIp(config: { GEOIP_HEADER?: string }): GeoIpLookup {
  return config.GEOIP_HEADER ? headerGeoIp(config.GEOIP_HEADER) : noGeoIp;
}

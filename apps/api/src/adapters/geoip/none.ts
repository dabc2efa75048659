import type { GeoIpLookup } from './port.ts';

/** GEO-2: the built-in default: no database or service configured, so the country is unknown. */
export const noGeoIp: GeoIpLookup = {
  name: 'none',
  lookup: async () => null,
};

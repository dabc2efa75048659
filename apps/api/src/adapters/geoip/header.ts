import { asCountryCode, type GeoIpLookup } from './port.ts';

/**
 * GEO-2: the country a CDN or proxy in front of the shop puts in a request header (GEOIP_HEADER,
 * e.g. CF-IPCountry or X-Country-Code). A client can forge it, which is harmless: it only
 * preselects form fields.
 */
export function headerGeoIp(headerName: string): GeoIpLookup {
  const header = headerName.toLowerCase();
  return {
    name: 'header',
    lookup: async (_ip, headers) => {
      const value = headers[header];
      return asCountryCode(Array.isArray(value) ? value[0] : value);
    },
  };
}

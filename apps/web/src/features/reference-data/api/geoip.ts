import { geoipResponseSchema, type Country, type GeoipPayload } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, type Ok } from '../../../api/client';

/** GEO-1: the visitor's country by IP (GET /geoip), asked once per visit; a failure means unknown. */
const geoipQueryOptions = () =>
  queryOptions({
    queryKey: ['geoip'],
    queryFn: () => api.get<Ok<GeoipPayload>>('/geoip', { withLocale: false, schema: import.meta.env.DEV && geoipResponseSchema }).then((r) => r.payload.country_code),
    staleTime: Infinity,
    retry: false,
  });

/** The id (as a select value) of the listed country with this ISO code, compared lowercase (spec §3). */
export function countryIdByIso(countries: Country[], iso: string): string | undefined {
  const c = countries.find((x) => x.iso.toLowerCase() === iso.toLowerCase());
  return c ? String(c.id) : undefined;
}

/**
 * GEO-4: preselects a form field from the guessed country: once, as soon as `toValue(guess)` is
 * known, and only if `isEmpty()` still holds then (what the visitor or the profile filled stays).
 * An unknown country leaves the form's own default.
 */
export function useGeoPreselect(toValue: (iso: string) => string | undefined, isEmpty: () => boolean, apply: (value: string) => void): void {
  const guess = useQuery(geoipQueryOptions()).data;
  const value = guess ? toValue(guess) : undefined;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || value === undefined) return;
    done.current = true;
    if (isEmpty()) apply(value);
  });
}

/** Where a signed-in user lands when no usable redirect is given (spec §2 Auth page). */
export const AFTER_LOGIN_PATH = '/account';

const BASE = 'http://same.origin';
/** A backslash (browsers read it as '/') or a control character (the URL parser drops tabs and newlines). */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
/** One '/' and then anything but another slash: never '//host' or '/\host', which browsers resolve to another site. */
const SINGLE_SLASH = /^\/(?![/\\])/;

/**
 * AUTH-21, SEC-11: the path of this site that a `?redirect=` value names ("/cart?x=1"), or null for
 * anything that could leave it: another origin, '//evil', '/\evil', '\/evil', and the forms that
 * only become '//evil' once normalised ('/.//evil', '/%2e//evil') or decoded ('/%2F%2Fevil').
 * The web follows it after sign-in and the API after a Steam sign-in, so both use this one.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (!value || UNSAFE.test(value) || !SINGLE_SLASH.test(value)) return null;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, BASE);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !SINGLE_SLASH.test(url.pathname) || !SINGLE_SLASH.test(decoded) || UNSAFE.test(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Spec §2 Auth: after sign-in the redirect value when it is a path of this site, else /account. */
export function afterLoginPath(value: string | null | undefined): string {
  return sameOriginPath(value) ?? AFTER_LOGIN_PATH;
}

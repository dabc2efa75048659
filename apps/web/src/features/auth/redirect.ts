/**
 * Spec §2 Auth: after login the redirect value, if present, else /account. Only a path of this
 * origin is followed (an open redirect to another site would be a phishing aid).
 */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export const AFTER_LOGIN_DEFAULT = '/account';

export function afterLoginPath(redirect: string | null | undefined, origin?: string): string {
  return safeRedirect(redirect, origin) ?? AFTER_LOGIN_DEFAULT;
}

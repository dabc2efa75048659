/** The image host path: an item's picture is IMAGE_BASE + '/' + img_url (spec §3, §7). */
export const IMAGE_BASE = '/img';
export function imageUrl(imgUrl: string): string {
  return /^https?:\/\//.test(imgUrl) || imgUrl.startsWith('/') ? imgUrl : `${IMAGE_BASE}/${imgUrl}`;
}

/**
 * ART-2: the Steam image hosts an item's picture may come from (exact host names, https only).
 * The server fetches only from these, so its image route is no open proxy.
 */
export const steamImageHosts = [
  'community.cloudflare.steamstatic.com',
  'community.akamai.steamstatic.com',
  'community.fastly.steamstatic.com',
  'steamcommunity-a.akamaihd.net',
  'steamcdn-a.akamaihd.net',
] as const;

/** ART-2: the longest Steam image address an item may carry. */
export const STEAM_IMAGE_URL_MAX_LENGTH = 500;

/**
 * ART-2: a Steam economy image address: https, an allowlisted host (no port, no credentials,
 * no IP literal) and a path under /economy/image/. Anything else is refused.
 */
export function isSteamImageUrl(text: string): boolean {
  if (text.length > STEAM_IMAGE_URL_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    (steamImageHosts as readonly string[]).includes(url.hostname) &&
    /^\/economy\/image\/[A-Za-z0-9_\-./]+$/.test(url.pathname) &&
    !url.pathname.includes('..')
  );
}

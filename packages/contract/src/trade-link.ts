/** STEAM-4: what every form that takes a trade link answers to one that is not. */
export const tradeLinkInvalidMessage = 'Please enter your Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)';

/**
 * STEAM-2, DELIV-10: a Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=N&token=T)
 * as its partner (the 32-bit account id) and token; null when it is not such a link. The profile's
 * form refuses anything else, and the bot sends offers only to such links.
 */
export function tradeLinkParts(link: string): { partner: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const partner = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (url.hostname !== 'steamcommunity.com' || !/^\d{1,10}$/.test(partner) || !/^[\w-]{1,32}$/.test(token)) return null;
  return { partner, token };
}

import { offerQualityLabel } from '@skins/contract';

/** A skin name as a trader types it: case, spaces around '|', the ★ of knives and gloves, and an exterior in brackets do not count. */
function bareName(name: string): string {
  return name
    .replace(/\([^)]*\)\s*$/, '')
    .replace(/★/g, '')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * PROMPT-9: the skin that fulfils a request is the one asked for: the same skin name and the
 * same exterior (a request for Not Painted takes an item without one). The price is checked apart
 * (PROMPT-6: at most the request's maximum).
 */
export function itemMatchesRequest(item: { title: string; exteriorName: string | null }, request: { title: string; quality: string }): boolean {
  if (bareName(item.title) !== bareName(request.title)) return false;
  const wanted = offerQualityLabel(request.quality);
  return request.quality === 'not_painted' ? item.exteriorName === null || item.exteriorName === wanted : item.exteriorName === wanted;
}

/** What the request asks for, as the refusal names it: 'AWP | Dragon Lore (Factory New)'. */
export const requestedSkin = (request: { title: string; quality: string }) => `${request.title} (${offerQualityLabel(request.quality)})`;

/** The image host path: an item's picture is IMAGE_BASE + '/' + img_url (spec §3, §7). */
export const IMAGE_BASE = '/img';
export function imageUrl(imgUrl: string): string {
  return /^https?:\/\//.test(imgUrl) || imgUrl.startsWith('/') ? imgUrl : `${IMAGE_BASE}/${imgUrl}`;
}

import { agents, gloves, knives, weaponLines } from '../../db/seed/catalog-data.ts';
import { slugify } from '../../db/seed/items.ts';
import { ITEM_ART_MAX_FILE_LENGTH, type ItemArtKind } from '../images/index.ts';

/**
 * Names that tell which kind of item a seller's free-text title is, longest first so that
 * "M9 Bayonet" wins over "Bayonet" and "M4A1-S" over shorter matches.
 */
const namesByKind: readonly (readonly [name: string, kind: ItemArtKind])[] = [
  ...weaponLines.map((l) => [l.weapon, l.kind] as const),
  ...knives.map((k) => [k, 'knife'] as const),
  ...gloves.map((g) => [g.model, 'gloves'] as const),
  ...agents.map(([name]) => [name.split(' | ')[0]!, 'agent'] as const),
  ['Sticker', 'sticker'] as const,
  ['Knife', 'knife'] as const,
  ['Gloves', 'gloves'] as const,
]
  .map(([name, kind]) => [name.toLowerCase(), kind] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** The art route takes file names up to ITEM_ART_MAX_FILE_LENGTH characters, `.svg` included. */
const MAX_SLUG = ITEM_ART_MAX_FILE_LENGTH - '.svg'.length;

/**
 * OFFER-3: spec §3 Offer "item (with img)": an offer is free text, not a catalogue item, so its
 * picture is the shop's generated art for the kind of item its title names (the same art service
 * as the catalogue's), or null when the title names no known weapon, knife, glove, agent or sticker.
 */
export function offerArtPath(title: string): string | null {
  const lower = title.toLowerCase();
  const match = namesByKind.find(([name]) => lower.includes(name));
  const slug = slugify(title).slice(0, MAX_SLUG).replace(/-+$/, '');
  if (!match || !slug) return null;
  return `items/${match[1]}/${slug}.svg`;
}

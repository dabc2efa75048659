import { gloveSilhouettes } from './glove-silhouettes.ts';
import { gunSilhouettes } from './gun-silhouettes.ts';
import { knifeSilhouettes } from './knife-silhouettes.ts';
import type { Silhouette } from './shapes.ts';
import type { ItemArtKind } from './item-art.ts';

/** Words a title may start with before the model (the art's file name is the slugged title: "StatTrak™" slugs to "stattraktm"). */
const PREFIXES = /^(?:stattrak(?:tm)?-|souvenir-)+/;

/** Longest slug first, so "m9-bayonet-..." finds the M9 Bayonet and not a match on a shorter one. */
const byLength = (table: Record<string, Silhouette>) => Object.entries(table).sort(([a], [b]) => b.length - a.length);
const knives = byLength(knifeSilhouettes);
const gloves = byLength(gloveSilhouettes);
const guns = byLength(gunSilhouettes);

/** The models a kind of picture draws: the operator's chosen kind wins over a title naming another model. */
function modelsOf(kind: ItemArtKind): [string, Silhouette][] {
  if (kind === 'knife') return knives;
  if (kind === 'gloves') return gloves;
  return kind === 'agent' || kind === 'sticker' ? [] : guns;
}

/**
 * ART-1: the silhouette of the model an art file name starts with ("stattrak-m9-bayonet-doppler-
 * factory-new-1a" -> the M9 Bayonet's), or null when the name names no model the art knows.
 */
export function modelSilhouette(kind: ItemArtKind, name: string): { model: string; shape: Silhouette } | null {
  const rest = name.replace(PREFIXES, '');
  const hit = modelsOf(kind).find(([slug]) => rest === slug || rest.startsWith(`${slug}-`));
  return hit ? { model: hit[0], shape: hit[1] } : null;
}

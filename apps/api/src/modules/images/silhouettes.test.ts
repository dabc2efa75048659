import { describe, expect, it } from 'vitest';
import { gloves, knives, weaponLines } from '../../db/seed/catalog-data.ts';
import { buildSeedItem, slugify } from '../../db/seed/items.ts';
import { renderItemArt, type ItemArtKind } from './item-art.ts';
import { modelSilhouette } from './model-silhouettes.ts';

/** Every model the seed draws, with the kind of picture it gets. */
const seedModels: [ItemArtKind, string][] = [
  ...weaponLines.map((l): [ItemArtKind, string] => [l.kind, l.weapon]),
  ...knives.map((k): [ItemArtKind, string] => ['knife', k]),
  ...gloves.map((g): [ItemArtKind, string] => ['gloves', g.model]),
];

describe('item art silhouettes', () => {
  it('ART-1: every weapon, knife and glove model the seed uses has its own silhouette (distinct paths)', () => {
    const seen = new Map<string, string>();
    for (const [kind, model] of seedModels) {
      const hit = modelSilhouette(kind, `${slugify(model)}-fade-factory-new-1a`);
      expect(hit?.model, model).toBe(slugify(model));
      const key = JSON.stringify(hit?.shape.body);
      expect(seen.get(key), `${model} draws like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, model);
    }
    expect(seen.size).toBe(weaponLines.length + knives.length + gloves.length);
  });

  it('ART-1: the model is found in the seeded file names, after StatTrak and Souvenir, longest name first', () => {
    expect(modelSilhouette('knife', 'stattraktm-m9-bayonet-doppler-factory-new-1a')?.model).toBe('m9-bayonet');
    expect(modelSilhouette('knife', 'bayonet-doppler-factory-new-2b')?.model).toBe('bayonet');
    expect(modelSilhouette('rifle', 'souvenir-m4a1-s-knight-minimal-wear-3')?.model).toBe('m4a1-s');
    expect(modelSilhouette('gloves', 'hand-wraps-slaughter-field-tested-9')?.model).toBe('hand-wraps');
    for (let i = 0; i < 300; i++) {
      const item = buildSeedItem(i);
      const [, kind, file] = item.imgUrl.split('/') as [string, ItemArtKind, string];
      if (kind === 'agent' || kind === 'sticker') continue;
      expect(modelSilhouette(kind, file.slice(0, -'.svg'.length)), item.imgUrl).not.toBeNull();
    }
  });

  it('ART-1: an unknown model gets its kind\'s generic silhouette; the picture names no model of another kind', () => {
    expect(modelSilhouette('rifle', 'plasma-rifle-x-1')).toBeNull();
    expect(modelSilhouette('knife', 'ak-47-redline-1')).toBeNull();
    const generic = renderItemArt('rifle', 'plasma-rifle-x-1');
    const other = renderItemArt('rifle', 'laser-cannon-2');
    const pathsOf = (svg: string) => svg.match(/<clipPath id="shape">(.*?)<\/clipPath>/)?.[1];
    expect(pathsOf(generic)).toBeTruthy();
    expect(pathsOf(generic)).toBe(pathsOf(other));
    expect(pathsOf(renderItemArt('rifle', 'ak-47-redline-1'))).not.toBe(pathsOf(generic));
  });

  it('ART-1: a picture stays small (a few kB) and the same name gives the same bytes', () => {
    for (const [kind, model] of seedModels) {
      const svg = renderItemArt(kind, `${slugify(model)}-fade-1`);
      expect(svg.length, model).toBeLessThan(12_000);
      expect(renderItemArt(kind, `${slugify(model)}-fade-1`)).toBe(svg);
    }
  });
});

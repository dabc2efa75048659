import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { attachmentArtPath } from './attachment-art.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject(`/img/${path}`);

describe('sticker and charm art', () => {
  it('ART-4: when a sticker or charm picture is asked for, then it is a square SVG cached for a year, the same bytes for the same name and other art for another name or kind', async () => {
    for (const path of ['stickers/crown-foil.svg', 'charms/hot-howl.svg']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="128" height="128" viewBox="0 0 128 128"/);
      expect((await get(path)).body).toBe(res.body);
      const again = await t.app.inject({ url: `/img/${path}`, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const crown = (await get('stickers/crown-foil.svg')).body;
    expect((await get('stickers/headhunter-foil.svg')).body).not.toBe(crown);
    expect((await get('charms/crown-foil.svg')).body).not.toBe(crown);
  });

  it("ART-4: when a sticker's name says its finish, then the picture has that sheen (holo's colours, a plain paper one without them)", async () => {
    const holo = (await get('stickers/titan-holo-katowice-2014.svg')).body;
    const paper = (await get('stickers/titan-katowice-2014.svg')).body;
    expect(holo).toContain('#5ee7ff');
    expect(paper).not.toContain('#5ee7ff');
  });

  it('ART-4: when the file is no sticker or charm picture (capitals, a dot path, no .svg, another folder), then the answer is a 404', async () => {
    for (const path of ['stickers/Crown.svg', 'stickers/..%2Fcrown.svg', 'charms/hot-howl.png', 'patches/crown.svg']) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it("ART-4: a sticker's or charm's picture path is its name in kebab case; a name of symbols only gets the kind's own", () => {
    expect(attachmentArtPath('stickers', 'Titan (Holo) | Katowice 2014')).toBe('stickers/titan-holo-katowice-2014.svg');
    expect(attachmentArtPath('charms', "Lil' Squirt")).toBe('charms/lil-squirt.svg');
    expect(attachmentArtPath('stickers', '★ ★')).toBe('stickers/sticker.svg');
    expect(attachmentArtPath('charms', 'x'.repeat(300))).toBe(`charms/${'x'.repeat(96)}.svg`);
  });

  it('ART-5: when an item has stickers and a charm, then its details and its list entry carry each one with its picture, which the image route serves', async () => {
    const item = await insertItem(t.db, {
      title: 'AK-47 | Applied Art Test',
      stickers: [
        { name: 'Crown (Foil)', slot: 1, wear: 0 },
        { name: 'Titan (Holo) | Katowice 2014', slot: 0, wear: 0.5 },
      ],
      charms: [{ name: "Lil' Squirt", pattern: 42 }],
    });
    const details = json(await t.app.inject(`/api/items/${item.id}`)).payload;
    expect(details.stickers).toEqual([
      { name: 'Crown (Foil)', slot: 1, wear: 0, img_url: 'stickers/crown-foil.svg' },
      { name: 'Titan (Holo) | Katowice 2014', slot: 0, wear: 0.5, img_url: 'stickers/titan-holo-katowice-2014.svg' },
    ]);
    expect(details.charms).toEqual([{ name: "Lil' Squirt", pattern: 42, img_url: 'charms/lil-squirt.svg' }]);
    const listed = json(await t.app.inject('/api/items/list?search=Applied%20Art%20Test')).payload;
    expect(listed.map((p: { stickers: unknown; charms: unknown }) => [p.stickers, p.charms])).toEqual([[details.stickers, details.charms]]);
    for (const { img_url } of [...details.stickers, ...details.charms]) expect((await get(img_url)).statusCode).toBe(200);
  });
});

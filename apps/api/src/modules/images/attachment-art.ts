import { escapeMarkup } from '../../lib/escape-markup.ts';
import { slugify } from '../../db/seed/items.ts';
import { ITEM_ART_MAX_FILE_LENGTH, numberStream } from './item-art.ts';
import { circle, poly, roundRect, star, type Point } from './shapes.ts';

/**
 * ART-4: the pictures of what is applied to a skin: a sticker (a die-cut decal) and a charm (a
 * pendant on a key ring), drawn from the name in the item art's style (hues from the name, camo
 * blobs clipped to the shape, dark outlines, a light accent). Square, so they sit in a row.
 */
export const attachmentArtKinds = ['stickers', 'charms'] as const;
export type AttachmentArtKind = (typeof attachmentArtKinds)[number];

export const ATTACHMENT_ART_SIZE = 128;
const C = ATTACHMENT_ART_SIZE / 2;
const OUTLINE = 'stroke="#0b0d12" stroke-opacity=".85" stroke-linejoin="round"';

/** ART-4: a sticker's or charm's picture, relative to /img like img_url: `<kind>/<slug of the name>.svg` ('sticker' or 'charm' when the name has no letter or digit). */
export function attachmentArtPath(kind: AttachmentArtKind, name: string): string {
  const slug = slugify(name).slice(0, ITEM_ART_MAX_FILE_LENGTH - '.svg'.length).replace(/-+$/, '') || kind.slice(0, -1);
  return `${kind}/${slug}.svg`;
}

/** The die-cut outlines a sticker may have, each within the 128 px square. */
const stickerOutlines: readonly (() => string)[] = [
  () => circle(C, C, 52),
  () => roundRect(14, 14, 100, 100, 22),
  () => poly(hexagon(54)),
  () => 'M64 10L112 26V64Q112 100 64 118Q16 100 16 64V26Z',
  () => star(C, C, 58, 44, 12),
];

/** The emblems drawn on a sticker or a charm's pendant, around (cx, cy) at radius r. */
const emblems: readonly ((cx: number, cy: number, r: number) => string)[] = [
  (cx, cy, r) => star(cx, cy, r, r * 0.45, 5),
  (cx, cy, r) => poly([[cx - r * 0.2, cy - r], [cx + r * 0.55, cy - r * 0.1], [cx + r * 0.05, cy - r * 0.05], [cx + r * 0.3, cy + r], [cx - r * 0.55, cy + r * 0.05], [cx - r * 0.05, cy]]),
  (cx, cy, r) => poly([[cx - r, cy + r * 0.6], [cx - r, cy - r * 0.4], [cx - r * 0.5, cy], [cx, cy - r * 0.8], [cx + r * 0.5, cy], [cx + r, cy - r * 0.4], [cx + r, cy + r * 0.6]]),
  (cx, cy, r) => `${circle(cx, cy, r)}${circle(cx, cy, r * 0.45)}`,
  (cx, cy, r) => poly([[cx, cy - r], [cx + r * 0.7, cy], [cx, cy + r], [cx - r * 0.7, cy]]),
];

function hexagon(r: number): Point[] {
  return Array.from({ length: 6 }, (_, k) => [C + r * Math.cos((Math.PI * k) / 3 + Math.PI / 6), C + r * Math.sin((Math.PI * k) / 3 + Math.PI / 6)] as const);
}

/** The finish a sticker's name says ("Crown (Foil)", "Titan (Holo) | Katowice 2014"), which colours its sheen. */
function finishOf(name: string): 'holo' | 'foil' | 'gold' | 'glitter' | 'paper' {
  const words = new Set(slugify(name).split('-'));
  if (words.has('holo') || words.has('lenticular')) return 'holo';
  if (words.has('gold')) return 'gold';
  if (words.has('foil')) return 'foil';
  if (words.has('glitter')) return 'glitter';
  return 'paper';
}

const sheens: Record<ReturnType<typeof finishOf>, string> = {
  holo: '<stop offset="0" stop-color="#ff5ea8" stop-opacity=".55"/><stop offset=".35" stop-color="#5ee7ff" stop-opacity=".45"/><stop offset=".7" stop-color="#b7ff5e" stop-opacity=".45"/><stop offset="1" stop-color="#a05eff" stop-opacity=".55"/>',
  foil: '<stop offset="0" stop-color="#fff" stop-opacity=".05"/><stop offset=".45" stop-color="#fff" stop-opacity=".55"/><stop offset=".55" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#fff" stop-opacity=".35"/>',
  gold: '<stop offset="0" stop-color="#ffe08a" stop-opacity=".7"/><stop offset=".5" stop-color="#b8860b" stop-opacity=".55"/><stop offset="1" stop-color="#ffd24a" stop-opacity=".7"/>',
  glitter: '<stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity=".05"/>',
  paper: '<stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>',
};

/** The name's colours and camo blobs within a box, as the item art makes them (same stream, same order of draws). */
function paintOf(key: string, box: { x: number; y: number; w: number; h: number }) {
  const next = numberStream(key);
  const hue = Math.floor(next() * 360);
  const hue2 = (hue + 20 + Math.floor(next() * 60)) % 360;
  const accentHue = (hue + 180) % 360;
  const angle = Math.floor(next() * 180);
  const blobs: string[] = [];
  const count = 5 + Math.floor(next() * 4);
  for (let k = 0; k < count; k++) {
    const x = Math.round(box.x + next() * box.w);
    const y = Math.round(box.y + next() * box.h);
    const rx = Math.round(6 + next() * 20);
    const ry = Math.round(4 + next() * 12);
    const h = [hue, hue2, accentHue][k % 3] ?? hue;
    blobs.push(`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${h} 70% ${Math.round(25 + next() * 45)}%)" opacity=".55"/>`);
  }
  return { next, hue, hue2, accentHue, angle, blobs: blobs.join('') };
}

/** The opening tag of a picture, named for screen readers by its kind and name. */
function svgOpen(kind: AttachmentArtKind, name: string): string {
  const S = ATTACHMENT_ART_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}" role="img" aria-label="${escapeMarkup(`${kind.slice(0, -1)}: ${name}`)}">`;
}

/** ART-4: a sticker: a die-cut shape with a white margin, the name's skin, an emblem, and the sheen of its finish. */
export function renderStickerArt(name: string): string {
  const paint = paintOf(`sticker/${name}`, { x: 10, y: 10, w: 108, h: 108 });
  const shape = stickerOutlines[Math.floor(paint.next() * stickerOutlines.length)]!();
  const emblem = emblems[Math.floor(paint.next() * emblems.length)]!(C, C, 30);
  const finish = finishOf(name);
  const glitter =
    finish === 'glitter' ? Array.from({ length: 14 }, () => `<circle cx="${Math.round(16 + paint.next() * 96)}" cy="${Math.round(16 + paint.next() * 96)}" r="1.6" fill="#fff" opacity=".8"/>`).join('') : '';
  return [
    svgOpen('stickers', name),
    '<defs>',
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${paint.hue} 75% 62%)"/><stop offset="1" stop-color="hsl(${paint.hue2} 65% 32%)"/></linearGradient>`,
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${paint.angle % 45} .5 .5)">${sheens[finish]}</linearGradient>`,
    `<clipPath id="cut"><path d="${shape}"/></clipPath>`,
    '</defs>',
    `<path d="${shape}" fill="#f4f6fa" stroke="#f4f6fa" stroke-width="10" stroke-linejoin="round"/>`,
    `<path d="${shape}" fill="none" ${OUTLINE} stroke-width="12" opacity=".35"/>`,
    `<g clip-path="url(#cut)"><path d="${shape}" fill="url(#skin)"/>${paint.blobs}</g>`,
    `<path d="${emblem}" fill="hsl(${paint.accentHue} 85% 72%)" ${OUTLINE} stroke-width="3" fill-rule="evenodd"/>`,
    `<g clip-path="url(#cut)"><path d="${shape}" fill="url(#sheen)"/>${glitter}</g>`,
    `<path d="${shape}" fill="none" ${OUTLINE} stroke-width="2"/>`,
    '</svg>',
  ].join('');
}

/** The pendant shapes a charm may have, hanging below the ring (centre about 64, 80). */
const pendants: readonly (() => string)[] = [
  () => 'M64 44Q98 74 92 92Q86 116 64 116Q42 116 36 92Q30 74 64 44Z',
  () => roundRect(40, 50, 48, 66, 24),
  () => poly([[64, 46], [96, 80], [64, 118], [32, 80]]),
  () => circle(64, 82, 32),
  () => star(64, 82, 36, 18, 6),
];

/** ART-4: a charm: a key ring and a link, then a pendant in the name's skin with an emblem and a highlight. */
export function renderCharmArt(name: string): string {
  const paint = paintOf(`charm/${name}`, { x: 28, y: 44, w: 72, h: 76 });
  const pendant = pendants[Math.floor(paint.next() * pendants.length)]!();
  const emblem = emblems[Math.floor(paint.next() * emblems.length)]!(64, 82, 14);
  return [
    svgOpen('charms', name),
    '<defs>',
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${paint.hue} 75% 62%)"/><stop offset="1" stop-color="hsl(${paint.hue2} 65% 30%)"/></linearGradient>`,
    `<clipPath id="body"><path d="${pendant}"/></clipPath>`,
    '</defs>',
    `<g fill="none" stroke="#c9cfda" stroke-width="4"><path d="${circle(64, 16, 10)}"/><path d="M64 26V46"/></g>`,
    `<g fill="none" ${OUTLINE} stroke-width="1.5"><path d="${circle(64, 16, 12)}"/><path d="${circle(64, 16, 8)}"/></g>`,
    `<path d="${pendant}" fill="url(#skin)"/>`,
    `<g clip-path="url(#body)">${paint.blobs}<ellipse cx="52" cy="64" rx="10" ry="16" fill="#fff" opacity=".25" transform="rotate(-25 52 64)"/></g>`,
    `<path d="${emblem}" fill="hsl(${paint.accentHue} 85% 72%)" ${OUTLINE} stroke-width="2" fill-rule="evenodd"/>`,
    `<path d="${pendant}" fill="none" ${OUTLINE} stroke-width="2.5"/>`,
    '</svg>',
  ].join('');
}

/** ART-4: the picture of a sticker or a charm of this name. Pure: the same kind and name always give the same bytes. */
export function renderAttachmentArt(kind: AttachmentArtKind, name: string): string {
  return kind === 'stickers' ? renderStickerArt(name) : renderCharmArt(name);
}

import { itemImageKindValues } from '@skins/contract';
import { createHash } from 'node:crypto';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { modelSilhouette } from './model-silhouettes.ts';
import { circle, roundRect, star, type Silhouette } from './shapes.ts';

/** The kinds of item picture, as they appear in img_url (`items/<kind>/<slug>.svg`); the contract's list, which the back office offers (OPS-67). */
export const itemArtKinds = itemImageKindValues;
export type ItemArtKind = (typeof itemArtKinds)[number];

export const ITEM_ART_WIDTH = 512;
export const ITEM_ART_HEIGHT = 384;

/** ART-1: the generic silhouette of each kind, for a name that names no model the art knows. */
const silhouettes: Record<ItemArtKind, Silhouette> = {
  rifle: {
    body: [
      'M36 178L44 174L134 158L150 148L330 148L342 154L438 154L438 144L448 144L448 154L478 154L478 166L342 166L330 174L264 174Q270 212 288 238L258 252Q244 214 232 174L204 174L186 228L160 222L174 174L150 178L52 238L36 234Z',
    ],
    lines: ['M204 174Q206 198 228 194', 'M150 160H330', 'M342 160H438', 'M60 200L140 172', 'M236 186L276 186'],
    accents: [],
    tilt: 0,
  },
  sniper: {
    body: [
      'M26 200L40 170L122 176L152 164L300 164L312 170L490 170L490 180L312 180L300 190L250 190L244 214L226 214L222 190L196 190L180 238L156 234L166 196L130 204L92 234L40 234Z',
      'M188 134L208 126L302 126L322 134L322 150L302 158L208 158L188 150Z',
      roundRect(222, 156, 14, 10, 2),
      roundRect(276, 156, 14, 10, 2),
    ],
    lines: ['M196 190Q198 210 222 206', 'M208 142H302', 'M60 214L120 186'],
    accents: [roundRect(182, 130, 8, 24, 3), roundRect(320, 130, 8, 24, 3)],
    tilt: 0,
  },
  pistol: {
    body: ['M128 128L396 128L404 136L404 176L382 176L382 190L270 190Q268 222 240 224L232 224L208 302L140 306L150 200Q148 182 128 178Z'],
    lines: ['M150 138V166', 'M162 138V166', 'M174 138V166', 'M186 138V166', 'M262 190Q262 212 240 214', 'M200 152H396', 'M160 236L214 236', 'M156 262L208 262', 'M152 288L204 288'],
    accents: [],
    tilt: -4,
  },
  smg: {
    body: [
      'M66 172L110 150L150 150L160 140L380 140L390 150L444 150L444 168L390 168L380 184L330 184L326 222L302 226L300 184L262 184L256 272L224 272L228 184L210 184L196 232L170 228L180 184L150 184L110 198L66 198Z',
    ],
    lines: ['M160 152H380', 'M210 184Q212 204 226 202', 'M232 214H256', 'M232 240H256', 'M92 176H150'],
    accents: [],
    tilt: 0,
  },
  shotgun: {
    body: [
      'M30 204L50 178L150 168L176 158L330 158L340 162L492 162L492 174L340 174L330 178L444 178L444 196L300 196L300 182L232 182L216 228L190 224L200 182L160 190L70 236L34 234Z',
    ],
    lines: ['M318 182V196', 'M336 182V196', 'M354 182V196', 'M372 182V196', 'M390 182V196', 'M176 168H330', 'M200 182Q204 204 222 200'],
    accents: [],
    tilt: 0,
  },
  machinegun: {
    body: [
      'M28 188L44 162L140 160L160 148L340 148L350 156L472 156L472 168L350 168L340 180L300 180L300 238L232 238L232 180L210 180L196 230L170 226L180 180L150 184L60 216L30 216Z',
      'M196 148L208 126L302 126L314 148L300 148L294 136L216 136L210 148Z',
    ],
    lines: ['M410 168L394 250', 'M420 168L440 250', 'M232 200H300', 'M232 218H300', 'M160 160H340', 'M210 180Q212 200 228 198'],
    accents: [],
    tilt: 0,
  },
  knife: {
    body: [
      'M232 168L420 150Q468 148 490 128Q474 196 380 208L232 208Z',
      roundRect(214, 146, 20, 82, 6),
      'M214 176L92 168Q58 170 54 188Q58 208 92 210L214 202Z',
      circle(60, 189, 12),
    ],
    lines: ['M250 178L404 166', 'M104 180H200', 'M104 196H200'],
    accents: ['M240 204L380 204Q440 198 478 150Q448 206 380 212L240 212Z'],
    tilt: -14,
  },
  gloves: {
    body: [
      roundRect(194, 286, 136, 62, 10),
      'M196 292L196 200Q196 176 220 172L322 172Q340 176 340 200L332 292Z',
      roundRect(200, 82, 28, 118, 14),
      roundRect(231, 62, 28, 136, 14),
      roundRect(262, 72, 28, 128, 14),
      roundRect(293, 102, 26, 100, 13),
      'M202 258Q158 236 148 192Q144 170 162 166Q180 164 188 186L208 222Z',
    ],
    lines: ['M200 300H330', 'M200 334H330', 'M214 120V150', 'M245 100V140', 'M276 110V148', 'M306 130V160', 'M214 232Q268 250 322 232'],
    accents: [roundRect(238, 300, 48, 34, 6)],
    tilt: -8,
  },
  agent: {
    body: [
      'M116 350Q120 252 198 228L232 218Q256 238 280 218L314 228Q392 252 396 350Z',
      roundRect(234, 176, 44, 52, 10),
      circle(256, 140, 54),
      'M196 124Q204 70 256 68Q308 70 316 124L332 130L180 130Z',
    ],
    lines: ['M256 240V350', 'M176 300H230', 'M282 300H336', 'M212 250L236 340', 'M300 250L276 340'],
    accents: [roundRect(212, 134, 88, 22, 10)],
    tilt: 0,
  },
  sticker: {
    body: ['M148 68H364Q388 68 388 92V240L312 316H148Q124 316 124 292V92Q124 68 148 68Z'],
    lines: [circle(256, 186, 92)],
    accents: ['M388 240L312 316L326 254Z', star(256, 186, 76, 32, 5)],
    tilt: 0,
  },
};

/** A deterministic stream of numbers in [0, 1) from a name: SHA-256 blocks read byte by byte. */
export function numberStream(key: string): () => number {
  let block = 0;
  let bytes = createHash('sha256').update(key).digest();
  let pos = 0;
  return () => {
    if (pos >= bytes.length) {
      block += 1;
      bytes = createHash('sha256').update(`${key}#${block}`).digest();
      pos = 0;
    }
    return (bytes[pos++] ?? 0) / 256;
  };
}

/** A file name the art can be drawn for: kebab-case, lowercase ASCII, `.svg`. */
export const itemArtFilePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
/** Fastify's router answers 414 for a path parameter longer than this (its maxParamLength). */
export const ITEM_ART_MAX_FILE_LENGTH = 100;

/**
 * The picture of an item: a gradient background coloured by the name, a subtle diagonal
 * pattern, and the kind's silhouette painted with a "skin" (gradient and camo blobs, both from
 * the name). Pure: the same kind and name always give the same bytes.
 */
export function renderItemArt(kind: ItemArtKind, name: string): string {
  const next = numberStream(`${kind}/${name}`);
  const hue = Math.floor(next() * 360);
  const hue2 = (hue + 20 + Math.floor(next() * 60)) % 360;
  const bgHue = (hue + 150 + Math.floor(next() * 60)) % 360;
  const accentHue = (hue + 180) % 360;
  const angle = Math.floor(next() * 180);
  const shape = modelSilhouette(kind, name)?.shape ?? silhouettes[kind];
  const cx = ITEM_ART_WIDTH / 2;
  const cy = ITEM_ART_HEIGHT / 2;

  const blobs: string[] = [];
  const blobCount = 7 + Math.floor(next() * 6);
  for (let i = 0; i < blobCount; i++) {
    const x = Math.round(next() * ITEM_ART_WIDTH);
    const y = Math.round(60 + next() * 260);
    const rx = Math.round(20 + next() * 70);
    const ry = Math.round(10 + next() * 40);
    const h = [hue, hue2, accentHue][i % 3] ?? hue;
    const light = Math.round(25 + next() * 45);
    blobs.push(`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${h} 70% ${light}%)" opacity=".55"/>`);
  }

  const bodyPaths = shape.body.map((d) => `<path d="${d}"/>`).join('');
  const outline = shape.body.map((d) => `<path d="${d}" fill="none" stroke="#0b0d12" stroke-opacity=".8" stroke-width="3" stroke-linejoin="round"/>`).join('');
  const lines = shape.lines.map((d) => `<path d="${d}"/>`).join('');
  const accents = shape.accents.map((d) => `<path d="${d}"/>`).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ITEM_ART_WIDTH}" height="${ITEM_ART_HEIGHT}" viewBox="0 0 ${ITEM_ART_WIDTH} ${ITEM_ART_HEIGHT}" role="img" aria-label="${escapeMarkup(`${kind}: ${name}`)}">`,
    '<defs>',
    `<radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="hsl(${bgHue} 40% 26%)"/><stop offset="1" stop-color="hsl(${bgHue} 45% 7%)"/></radialGradient>`,
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 62%)"/><stop offset=".55" stop-color="hsl(${hue2} 70% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 28%)"/></linearGradient>`,
    `<pattern id="lines" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><path d="M0 9H18" stroke="#fff" stroke-opacity=".045" stroke-width="4"/></pattern>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="hsl(${hue} 90% 60%)" stop-opacity=".35"/><stop offset="1" stop-color="hsl(${hue} 90% 60%)" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="shape">${bodyPaths}</clipPath>`,
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="12" stdDeviation="10" flood-color="#000" flood-opacity=".55"/></filter>',
    '</defs>',
    `<rect width="${ITEM_ART_WIDTH}" height="${ITEM_ART_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${ITEM_ART_WIDTH}" height="${ITEM_ART_HEIGHT}" fill="url(#lines)"/>`,
    `<ellipse cx="${cx}" cy="${cy + 10}" rx="230" ry="140" fill="url(#glow)"/>`,
    `<g transform="rotate(${shape.tilt} ${cx} ${cy})">`,
    `<g filter="url(#shadow)" fill="url(#skin)">${bodyPaths}</g>`,
    `<g clip-path="url(#shape)">${blobs.join('')}<rect width="${ITEM_ART_WIDTH}" height="${ITEM_ART_HEIGHT}" fill="url(#lines)"/></g>`,
    outline,
    `<g fill="none" stroke="#0b0d12" stroke-opacity=".55" stroke-width="3" stroke-linecap="round">${lines}</g>`,
    `<g fill="hsl(${accentHue} 85% 72%)" stroke="#0b0d12" stroke-opacity=".6" stroke-width="2">${accents}</g>`,
    '</g>',
    `<rect x="1" y="1" width="${ITEM_ART_WIDTH - 2}" height="${ITEM_ART_HEIGHT - 2}" fill="none" stroke="hsl(${hue} 70% 60%)" stroke-opacity=".25" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}

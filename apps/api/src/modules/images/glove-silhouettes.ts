import { circle, line, poly, rect, roundRect, type Silhouette } from './shapes.ts';

/**
 * ART-1: every glove type as its own silhouette: one hand (palm, four fingers, thumb) whose
 * finger length, cuff and trim differ per type: Hand Wraps are wrapped to the wrist with bare
 * fingertips, Moto gloves carry knuckle plates, Specialist gloves a long flared gauntlet...
 */

interface Glove {
  /** Finger lengths (index to little); short ones are fingerless. */
  fingers: readonly [number, number, number, number];
  /** Cuff: height, how much wider than the palm at the bottom, a band's height. */
  cuff: readonly [height: number, flare: number, band: number];
  knuckles?: 'plates' | 'studs' | 'bar';
  /** Diagonal strap lines across the back of the hand. */
  straps?: number;
  /** Perforation dots on the fingers. */
  dots?: boolean;
  /** Open fingertips (short light tips). */
  tips?: boolean;
  /** Wrap lines from the palm down the cuff. */
  wraps?: number;
  /** Fang-like spikes along the knuckles. */
  fangs?: boolean;
}

const PALM_TOP = 176;
const PALM_BOTTOM = 280;
const fingerX = [200, 232, 264, 296] as const;
const FINGER_W = 28;

function glove(g: Glove): Silhouette {
  const [cuffH, flare, band] = g.cuff;
  const body: string[] = [];
  const lines: string[] = [];
  const accents: string[] = [];
  body.push(`M196 ${PALM_BOTTOM}L196 ${PALM_TOP + 20}Q196 ${PALM_TOP} 220 ${PALM_TOP - 4}L322 ${PALM_TOP - 4}Q340 ${PALM_TOP} 338 ${PALM_TOP + 24}L332 ${PALM_BOTTOM}Z`);
  g.fingers.forEach((len, i) => {
    const x = fingerX[i] ?? 0;
    const w = i === 3 ? FINGER_W - 4 : FINGER_W;
    body.push(roundRect(x, PALM_TOP - len, w, len + 12, w / 2));
    if (g.tips) accents.push(roundRect(x + 3, PALM_TOP - len, w - 6, 12, 5));
    if (g.dots) for (let y = PALM_TOP - len + 18; y < PALM_TOP - 6; y += 16) lines.push(circle(x + w / 2, y, 2));
  });
  body.push(`M202 ${PALM_BOTTOM - 20}Q158 240 148 196Q144 174 162 170Q180 168 188 190L208 ${PALM_TOP + 48}Z`);
  body.push(poly([[196, PALM_BOTTOM - 4], [332, PALM_BOTTOM - 4], [332 + flare, PALM_BOTTOM + cuffH], [196 - flare, PALM_BOTTOM + cuffH]]));
  if (band) accents.push(rect(196 - flare / 2, PALM_BOTTOM + cuffH / 2 - band / 2, 136 + flare, band));
  if (g.knuckles === 'plates') for (const x of fingerX) accents.push(roundRect(x - 2, PALM_TOP - 2, FINGER_W + 2, 20, 6));
  if (g.knuckles === 'studs') for (const x of fingerX) accents.push(circle(x + FINGER_W / 2, PALM_TOP + 8, 7));
  if (g.knuckles === 'bar') accents.push(roundRect(200, PALM_TOP + 2, 128, 18, 8));
  if (g.fangs) for (const x of fingerX) accents.push(poly([[x + 4, PALM_TOP + 4], [x + FINGER_W / 2, PALM_TOP - 26], [x + FINGER_W - 4, PALM_TOP + 4]]));
  for (let i = 0; i < (g.straps ?? 0); i++) lines.push(line([[200, PALM_BOTTOM - 20 - i * 24], [330, PALM_BOTTOM - 54 - i * 24]]));
  for (let i = 0; i < (g.wraps ?? 0); i++) lines.push(line([[196 - (flare * i) / (g.wraps ?? 1), PALM_TOP + 30 + i * 22], [332 + (flare * i) / (g.wraps ?? 1), PALM_TOP + 52 + i * 22]]));
  lines.push(`M214 ${PALM_BOTTOM - 44}Q268 ${PALM_BOTTOM - 26} 322 ${PALM_BOTTOM - 44}`);
  return { body, lines, accents, tilt: -8 };
}

/** ART-1: the glove types of the catalogue by their slug (the start of the art's file name). */
export const gloveSilhouettes: Record<string, Silhouette> = {
  'sport-gloves': glove({ fingers: [92, 110, 100, 76], cuff: [52, 8, 16], straps: 1, knuckles: 'bar' }),
  'driver-gloves': glove({ fingers: [96, 114, 104, 80], cuff: [30, 0, 0], dots: true }),
  'hand-wraps': glove({ fingers: [38, 44, 40, 30], cuff: [90, 4, 0], wraps: 7, tips: true }),
  'moto-gloves': glove({ fingers: [90, 106, 98, 74], cuff: [60, 14, 20], knuckles: 'plates' }),
  'specialist-gloves': glove({ fingers: [94, 112, 102, 78], cuff: [96, 30, 10], straps: 2 }),
  'hydra-gloves': glove({ fingers: [60, 70, 64, 50], cuff: [48, 6, 12], tips: true, knuckles: 'studs' }),
  'bloodhound-gloves': glove({ fingers: [88, 104, 96, 72], cuff: [56, 10, 14], knuckles: 'studs', straps: 2 }),
  'broken-fang-gloves': glove({ fingers: [54, 64, 58, 44], cuff: [64, 12, 0], fangs: true, tips: true }),
};

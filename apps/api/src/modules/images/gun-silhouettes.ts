import { circle, line, poly, rect, roundRect, shift, type Silhouette } from './shapes.ts';

/**
 * ART-1: every gun model of the catalogue as its own silhouette, composed from parts (stock,
 * receiver, barrel, magazine, grip, scope...) whose sizes and kinds differ per model, so an AWP
 * reads as a long scoped bolt rifle and a P90 as a stubby bullpup. Muzzle to the right.
 */

type Stock = 'solid' | 'skeleton' | 'folding' | 'wire' | 'thumbhole' | 'pad' | 'none';
type Magazine = { x: number; w: number; len: number; curve?: number; drum?: boolean; box?: boolean };

interface LongGun {
  /** Receiver from x0 to x1, its top and height. */
  receiver: readonly [x0: number, x1: number, top: number, height: number];
  stock: Stock;
  /** Where the stock's butt ends (left). */
  butt: number;
  /** Handguard in front of the receiver: its end and height (0: none). */
  guard?: readonly [end: number, height: number];
  /** Barrel end and thickness. */
  muzzle: number;
  barrel: number;
  suppressor?: number;
  mag?: Magazine;
  /** Pistol grip position (x at the top) and its slant. */
  grip: number;
  gripSlant?: number;
  scope?: readonly [x0: number, x1: number];
  handle?: readonly [x0: number, x1: number];
  topMag?: readonly [x0: number, x1: number];
  bipod?: number;
  /** A pump forend under the barrel (shotguns). */
  pump?: readonly [x0: number, x1: number];
  /** A tube magazine under the barrel to this x. */
  tube?: number;
  /** A muzzle brake block at the barrel's end. */
  brake?: boolean;
}

function stockShape(s: Stock, butt: number, x0: number, top: number, bottom: number): { body: string[]; lines: string[] } {
  const low = bottom + 34;
  switch (s) {
    case 'solid':
      return { body: [poly([[x0, top + 4], [x0, bottom], [butt + 14, low], [butt, low], [butt, top + 10], [butt + 30, top + 6]])], lines: [line([[butt + 40, top + 14], [x0 - 10, top + 14]])] };
    case 'thumbhole':
      return {
        body: [poly([[x0, top + 2], [x0, bottom + 6], [x0 - 40, bottom + 40], [butt, low + 8], [butt, top + 4], [butt + 60, top]])],
        lines: [circle(x0 - 44, bottom + 8, 10), line([[butt + 12, top + 10], [butt + 12, low]])],
      };
    case 'skeleton':
      return {
        body: [poly([[x0, top + 4], [butt + 8, top + 2], [butt + 8, top + 12], [x0, top + 14]]), poly([[x0, bottom - 8], [butt + 8, low - 8], [butt + 8, low - 18], [x0, bottom - 18]]), rect(butt, top, 12, low - top)],
        lines: [],
      };
    case 'folding':
      return { body: [rect(butt + 10, top + 6, x0 - butt - 10, 8), rect(butt, top, 12, 34)], lines: [] };
    case 'wire':
      return { body: [rect(butt + 8, top + 4, x0 - butt - 8, 6), rect(butt + 8, bottom - 10, x0 - butt - 8, 6), rect(butt, top, 10, bottom - top)], lines: [] };
    case 'pad':
      return { body: [poly([[x0, top], [x0, bottom + 10], [butt, bottom + 18], [butt, top + 2]])], lines: [line([[butt + 10, top + 4], [butt + 10, bottom + 16]])] };
    case 'none':
      return { body: [], lines: [] };
  }
}

function longGun(g: LongGun): Silhouette {
  const [x0, x1, top, h] = g.receiver;
  const bottom = top + h;
  const body: string[] = [];
  const lines: string[] = [];
  const accents: string[] = [];
  const stock = stockShape(g.stock, g.butt, x0, top, bottom);
  body.push(...stock.body);
  lines.push(...stock.lines);
  body.push(rect(x0, top, x1 - x0, h));
  const barrelY = top + 8;
  let front = x1;
  if (g.guard) {
    body.push(roundRect(x1, top + 2, g.guard[0] - x1, g.guard[1], 4));
    lines.push(line([[x1 + 8, top + 2 + g.guard[1] / 2], [g.guard[0] - 8, top + 2 + g.guard[1] / 2]]));
    front = g.guard[0];
  }
  const muzzleStart = g.suppressor ? g.muzzle - g.suppressor : g.muzzle;
  body.push(rect(front, barrelY, muzzleStart - front, g.barrel));
  if (g.suppressor) body.push(roundRect(muzzleStart, barrelY - 5, g.suppressor, g.barrel + 10, 5));
  if (g.brake) body.push(rect(g.muzzle - 16, barrelY - 4, 16, g.barrel + 8));
  if (g.tube) body.push(rect(front, barrelY + g.barrel + 2, g.tube - front, 9));
  if (g.pump) body.push(roundRect(g.pump[0], barrelY + g.barrel, g.pump[1] - g.pump[0], 20, 5));
  if (g.pump) for (let x = g.pump[0] + 10; x < g.pump[1] - 4; x += 12) lines.push(line([[x, barrelY + g.barrel + 3], [x, barrelY + g.barrel + 17]]));
  const slant = g.gripSlant ?? 18;
  body.push(poly([[g.grip, bottom], [g.grip + 24, bottom], [g.grip + 24 - slant, bottom + 52], [g.grip - slant, bottom + 52]]));
  lines.push(`M${g.grip + 26} ${bottom}Q${g.grip + 30} ${bottom + 20} ${g.grip + 54} ${bottom + 14}`);
  if (g.mag) {
    const { x, w, len, curve = 0 } = g.mag;
    if (g.mag.drum) body.push(circle(x + w / 2, bottom + len / 2, len / 2));
    else if (g.mag.box) body.push(roundRect(x, bottom, w, len, 6));
    else body.push(`M${x} ${bottom}L${x + w} ${bottom}Q${x + w + curve * 0.4} ${bottom + len * 0.6} ${x + w + curve} ${bottom + len}L${x + curve} ${bottom + len}Q${x + curve * 0.4} ${bottom + len * 0.6} ${x} ${bottom}Z`);
  }
  if (g.scope) {
    const [s0, s1] = g.scope;
    body.push(roundRect(s0, top - 30, s1 - s0, 20, 9), rect(s0 + 18, top - 12, 10, 12), rect(s1 - 28, top - 12, 10, 12));
    accents.push(roundRect(s0 - 6, top - 33, 8, 26, 3), roundRect(s1 - 2, top - 33, 8, 26, 3));
  }
  if (g.handle) {
    const [h0, h1] = g.handle;
    body.push(poly([[h0, top], [h0 + 6, top - 20], [h1 - 6, top - 20], [h1, top], [h1 - 10, top], [h1 - 12, top - 12], [h0 + 12, top - 12], [h0 + 10, top]]));
  }
  if (g.topMag) body.push(roundRect(g.topMag[0], top - 14, g.topMag[1] - g.topMag[0], 16, 6));
  if (g.bipod !== undefined) lines.push(line([[g.bipod, barrelY + g.barrel], [g.bipod - 18, barrelY + 80]]), line([[g.bipod, barrelY + g.barrel], [g.bipod + 18, barrelY + 80]]));
  lines.push(line([[x0 + 10, top + 10], [x1 - 10, top + 10]]));
  return { body, lines, accents, tilt: 0 };
}

interface Handgun {
  /** Slide from x0 to x1, top and height. */
  slide: readonly [x0: number, x1: number, top: number, height: number];
  /** Grip: top x, length, slant, width. */
  grip: readonly [x: number, len: number, slant: number, w: number];
  barrel?: readonly [end: number, thickness: number];
  suppressor?: number;
  /** A revolver cylinder at this x. */
  cylinder?: number;
  /** A magazine in front of the trigger (Tec-9, CZ75's spare). */
  frontMag?: readonly [x: number, len: number];
  /** Slide serrations: how many. */
  serrations: number;
  /** A hammer spur. */
  hammer?: boolean;
  /** Ported or vented slide top (accents). */
  ports?: number;
}

function handgun(p: Handgun): Silhouette {
  const [x0, x1, top, h] = p.slide;
  const bottom = top + h;
  const [gx, glen, gs, gw] = p.grip;
  const body: string[] = [rect(x0, top, x1 - x0, h), rect(x0 + 6, bottom, x1 - x0 - 20, 14)];
  const lines: string[] = [];
  const accents: string[] = [];
  body.push(poly([[gx, bottom + 8], [gx + gw, bottom + 8], [gx + gw - gs, bottom + 8 + glen], [gx - gs, bottom + 8 + glen]]));
  lines.push(`M${gx + gw + 2} ${bottom + 14}Q${gx + gw + 6} ${bottom + 42} ${gx + gw + 40} ${bottom + 30}`);
  for (let i = 0; i < p.serrations; i++) lines.push(line([[x0 + 12 + i * 9, top + 6], [x0 + 12 + i * 9, bottom - 6]]));
  for (let i = 0; i < glen / 22; i++) lines.push(line([[gx - (gs * i * 22) / glen + 6, bottom + 26 + i * 22], [gx + gw - (gs * i * 22) / glen - 8, bottom + 26 + i * 22]]));
  if (p.barrel) body.push(rect(x1, top + h / 2 - p.barrel[1] / 2, p.barrel[0] - x1, p.barrel[1]));
  const end = p.barrel ? p.barrel[0] : x1;
  if (p.suppressor) body.push(roundRect(end, top + h / 2 - 15, p.suppressor, 30, 8));
  if (p.cylinder !== undefined) {
    body.push(roundRect(p.cylinder, top + h - 10, 56, 46, 14));
    lines.push(line([[p.cylinder + 8, top + h + 12], [p.cylinder + 48, top + h + 12]]));
  }
  if (p.frontMag) body.push(rect(p.frontMag[0], bottom + 8, 22, p.frontMag[1]));
  if (p.hammer) body.push(poly([[x0, top + 6], [x0 - 18, top - 8], [x0 - 10, top + 16]]));
  for (let i = 0; i < (p.ports ?? 0); i++) accents.push(roundRect(x1 - 40 - i * 30, top + 5, 20, 8, 3));
  return { body, lines, accents, tilt: -4 };
}

/** Two handguns, one behind the other (Dual Berettas). */
function pair(a: Silhouette): Silhouette {
  const back = (d: string) => shift(d, -40, -34);
  return { body: [...a.body.map(back), ...a.body], lines: [...a.lines.map(back), ...a.lines], accents: a.accents, tilt: a.tilt };
}

const elite: Handgun = { slide: [150, 340, 150, 36], grip: [170, 92, 16, 46], barrel: [356, 12], serrations: 5 };

/** ART-1: the gun models of the catalogue by their slug (the start of the art's file name). */
export const gunSilhouettes: Record<string, Silhouette> = {
  // Rifles.
  'ak-47': longGun({ receiver: [140, 300, 150, 30], stock: 'solid', butt: 32, guard: [372, 24], muzzle: 476, barrel: 10, brake: true, mag: { x: 246, w: 34, len: 80, curve: 34 }, grip: 196 }),
  m4a4: longGun({ receiver: [150, 300, 146, 34], stock: 'pad', butt: 50, guard: [400, 30], muzzle: 478, barrel: 9, mag: { x: 242, w: 32, len: 70, curve: 8 }, grip: 200, handle: [190, 280] }),
  'm4a1-s': longGun({ receiver: [150, 290, 146, 34], stock: 'pad', butt: 56, guard: [370, 28], muzzle: 492, barrel: 9, suppressor: 86, mag: { x: 236, w: 30, len: 66, curve: 8 }, grip: 196 }),
  famas: longGun({ receiver: [70, 340, 150, 36], stock: 'none', butt: 70, muzzle: 470, barrel: 9, mag: { x: 100, w: 30, len: 56 }, grip: 250, handle: [140, 330], bipod: 390 }),
  'galil-ar': longGun({ receiver: [150, 300, 150, 32], stock: 'skeleton', butt: 40, guard: [380, 26], muzzle: 470, barrel: 10, mag: { x: 244, w: 34, len: 74, curve: 22 }, grip: 198 }),
  aug: longGun({ receiver: [56, 330, 152, 40], stock: 'none', butt: 56, muzzle: 470, barrel: 10, mag: { x: 120, w: 28, len: 58, curve: 6 }, grip: 270, gripSlant: 6, scope: [210, 330] }),
  'sg-553': longGun({ receiver: [150, 320, 150, 32], stock: 'folding', butt: 40, guard: [400, 26], muzzle: 466, barrel: 9, mag: { x: 258, w: 32, len: 70, curve: 16 }, grip: 204, scope: [200, 300] }),
  // Snipers.
  awp: longGun({ receiver: [170, 320, 154, 30], stock: 'thumbhole', butt: 26, guard: [380, 26], muzzle: 496, barrel: 9, brake: true, mag: { x: 270, w: 36, len: 30, box: true }, grip: 214, scope: [190, 330] }),
  'ssg-08': longGun({ receiver: [160, 300, 156, 26], stock: 'skeleton', butt: 40, muzzle: 494, barrel: 7, mag: { x: 240, w: 28, len: 34, box: true }, grip: 196, scope: [176, 300] }),
  'scar-20': longGun({ receiver: [150, 320, 150, 32], stock: 'pad', butt: 34, guard: [410, 30], muzzle: 488, barrel: 10, mag: { x: 250, w: 34, len: 50, box: true }, grip: 200, scope: [190, 320] }),
  g3sg1: longGun({ receiver: [150, 330, 150, 30], stock: 'solid', butt: 30, guard: [420, 30], muzzle: 490, barrel: 9, mag: { x: 260, w: 32, len: 56, curve: 10 }, grip: 204, scope: [210, 320], bipod: 400 }),
  // Pistols.
  'desert-eagle': handgun({ slide: [130, 390, 138, 50], grip: [160, 110, 24, 56], serrations: 0, hammer: true, ports: 0 }),
  'glock-18': handgun({ slide: [150, 370, 150, 38], grip: [168, 96, 10, 52], serrations: 6 }),
  'usp-s': handgun({ slide: [150, 330, 150, 36], grip: [166, 100, 16, 50], barrel: [346, 12], suppressor: 120, serrations: 6, hammer: true }),
  p250: handgun({ slide: [160, 360, 150, 38], grip: [176, 96, 18, 50], serrations: 8, hammer: true }),
  'five-seven': handgun({ slide: [150, 380, 146, 40], grip: [170, 110, 12, 46], serrations: 4, ports: 2 }),
  'tec-9': handgun({ slide: [110, 400, 154, 30], grip: [140, 86, 20, 40], barrel: [440, 12], frontMag: [250, 100], serrations: 0, ports: 3 }),
  'cz75-auto': handgun({ slide: [150, 350, 156, 32], grip: [162, 100, 22, 48], serrations: 7, hammer: true, frontMag: [300, 56] }),
  'dual-berettas': pair(handgun(elite)),
  p2000: handgun({ slide: [160, 350, 152, 36], grip: [172, 94, 16, 50], serrations: 10, hammer: true }),
  'r8-revolver': handgun({ slide: [150, 420, 158, 24], grip: [150, 100, 30, 46], cylinder: 200, serrations: 0, hammer: true }),
  // SMGs.
  mp9: longGun({ receiver: [170, 320, 150, 32], stock: 'folding', butt: 90, muzzle: 372, barrel: 10, mag: { x: 206, w: 26, len: 90 }, grip: 206, gripSlant: 2 }),
  'mac-10': longGun({ receiver: [170, 320, 150, 40], stock: 'wire', butt: 110, muzzle: 366, barrel: 12, mag: { x: 212, w: 24, len: 96 }, grip: 212, gripSlant: 0 }),
  mp7: longGun({ receiver: [160, 330, 148, 36], stock: 'folding', butt: 70, muzzle: 390, barrel: 10, mag: { x: 194, w: 24, len: 80 }, grip: 194, gripSlant: 6, scope: [220, 290] }),
  'ump-45': longGun({ receiver: [150, 340, 150, 34], stock: 'skeleton', butt: 50, muzzle: 400, barrel: 12, mag: { x: 268, w: 34, len: 76, curve: 4 }, grip: 206 }),
  p90: longGun({ receiver: [70, 370, 156, 48], stock: 'none', butt: 70, muzzle: 400, barrel: 10, topMag: [110, 360], grip: 280, gripSlant: 0 }),
  'pp-bizon': longGun({ receiver: [150, 320, 150, 30], stock: 'folding', butt: 50, muzzle: 410, barrel: 10, tube: 390, mag: { x: 210, w: 130, len: 26, box: true }, grip: 200 }),
  'mp5-sd': longGun({ receiver: [140, 310, 150, 32], stock: 'solid', butt: 56, muzzle: 470, barrel: 10, suppressor: 140, mag: { x: 248, w: 26, len: 70, curve: 24 }, grip: 196 }),
  // Shotguns.
  nova: longGun({ receiver: [150, 270, 150, 34], stock: 'solid', butt: 30, muzzle: 492, barrel: 12, tube: 420, pump: [300, 390], grip: 190 }),
  xm1014: longGun({ receiver: [150, 300, 150, 36], stock: 'pad', butt: 40, muzzle: 480, barrel: 12, tube: 440, grip: 196, handle: [170, 300] }),
  'mag-7': longGun({ receiver: [170, 320, 146, 44], stock: 'folding', butt: 100, muzzle: 440, barrel: 14, pump: [330, 420], mag: { x: 250, w: 30, len: 56, box: true }, grip: 204 }),
  'sawed-off': longGun({ receiver: [170, 280, 150, 30], stock: 'none', butt: 170, muzzle: 410, barrel: 16, tube: 370, pump: [290, 360], grip: 170, gripSlant: 28 }),
  // Machine guns.
  m249: longGun({ receiver: [150, 330, 144, 40], stock: 'solid', butt: 36, guard: [390, 30], muzzle: 490, barrel: 10, mag: { x: 260, w: 64, len: 56, box: true }, grip: 210, handle: [300, 380], bipod: 440 }),
  negev: longGun({ receiver: [140, 330, 146, 38], stock: 'skeleton', butt: 40, guard: [400, 30], muzzle: 488, barrel: 11, mag: { x: 238, w: 60, len: 60, drum: true }, grip: 200, bipod: 430 }),
};


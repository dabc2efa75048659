import { circle, line, poly, rect, roundRect, shift, teeth, type Silhouette } from './shapes.ts';

/**
 * ART-1: every knife type as its own silhouette: a blade (length, width, spine and belly
 * curves, tip height), a guard and a handle, plus what marks the type (Karambit's ring, the
 * Butterfly's split handles, M9's saw spine, the Gut's hook...). Point to the right, tilted.
 */

interface Blade {
  /** Where the blade starts (x) and its length. */
  x: number;
  len: number;
  /** Width at the base. */
  w: number;
  /** How far the tip sits above (negative) or below the spine line. */
  tip: number;
  /** How much the belly bulges (below the edge line). */
  belly: number;
  /** How far back from the tip a clip point starts (0: straight spine). */
  clip?: number;
  /** The spine's curve upwards (positive) or down. */
  arch?: number;
}

const CY = 196;

function bladePath({ x, len, w, tip, belly, clip = 0, arch = 0 }: Blade): string {
  const top = CY - w / 2;
  const bottom = CY + w / 2;
  const end = x + len;
  const tipY = top + tip;
  const spine = clip > 0 ? `L${end - clip} ${top - arch}Q${end - clip / 3} ${top - arch} ${end} ${tipY}` : `Q${x + len / 2} ${top - arch} ${end} ${tipY}`;
  return `M${x} ${top}${spine}Q${x + len * 0.75} ${bottom + belly} ${x} ${bottom}Z`;
}

interface Handle {
  x0: number;
  x1: number;
  h: number;
  /** The handle's end drops (positive) or rises. */
  drop?: number;
}

function handlePath({ x0, x1, h, drop = 0 }: Handle): string {
  return `M${x1} ${CY - h / 2}L${x0 + 12} ${CY - h / 2 + drop}Q${x0} ${CY + drop} ${x0 + 12} ${CY + h / 2 + drop}L${x1} ${CY + h / 2}Z`;
}

interface Knife {
  blade: Blade;
  handle: Handle;
  /** Guard height (0: none). */
  guard: number;
  body?: string[];
  lines?: string[];
  accents?: string[];
  tilt?: number;
}

function knife(k: Knife): Silhouette {
  const bx = k.blade.x;
  const body = [bladePath(k.blade), handlePath(k.handle), ...(k.guard ? [roundRect(bx - 12, CY - k.guard / 2, 14, k.guard, 4)] : []), ...(k.body ?? [])];
  const edge = `M${bx + 10} ${CY + k.blade.w / 2 - 6}Q${bx + k.blade.len * 0.7} ${CY + k.blade.w / 2 + k.blade.belly - 8} ${bx + k.blade.len - 10} ${CY - k.blade.w / 2 + k.blade.tip + 2}`;
  return { body, lines: [edge, ...(k.lines ?? [])], accents: k.accents ?? [], tilt: k.tilt ?? -14 };
}

const ribs = (x0: number, x1: number, h: number, step: number) => {
  const out: string[] = [];
  for (let x = x0; x <= x1; x += step) out.push(line([[x, CY - h / 2 + 4], [x, CY + h / 2 - 4]]));
  return out;
};

const dagger = knife({ blade: { x: 250, len: 130, w: 44, tip: 22, belly: 8 }, handle: { x0: 226, x1: 252, h: 30 }, guard: 0, body: [roundRect(200, CY - 70, 30, 140, 12)], tilt: -6 });

/** ART-1: the knife types of the catalogue by their slug (the start of the art's file name). */
export const knifeSilhouettes: Record<string, Silhouette> = {
  karambit: knife({
    blade: { x: 250, len: 150, w: 34, tip: 78, belly: 30, arch: 40 },
    handle: { x0: 110, x1: 254, h: 40, drop: 20 },
    guard: 0,
    body: [circle(112, CY + 26, 26)],
    lines: [circle(112, CY + 26, 13)],
    accents: [circle(112, CY + 26, 11)],
    tilt: 0,
  }),
  'butterfly-knife': knife({
    blade: { x: 280, len: 180, w: 36, tip: 12, belly: 6, clip: 60 },
    handle: { x0: 70, x1: 280, h: 18 },
    guard: 0,
    body: [roundRect(70, CY + 14, 210, 18, 8)],
    lines: [circle(272, CY + 6, 6), ...ribs(96, 250, 18, 22)],
    accents: [roundRect(66, CY - 12, 14, 46, 4)],
  }),
  'm9-bayonet': knife({
    blade: { x: 250, len: 200, w: 50, tip: 20, belly: 10, clip: 50 },
    handle: { x0: 90, x1: 240, h: 40 },
    guard: 64,
    lines: [teeth(270, 380, CY - 25, 14, 8), ...ribs(110, 220, 40, 14)],
    accents: [circle(236, CY - 40, 9)],
  }),
  bayonet: knife({
    blade: { x: 250, len: 210, w: 38, tip: 16, belly: 6 },
    handle: { x0: 110, x1: 240, h: 34 },
    guard: 56,
    lines: ribs(124, 224, 34, 12),
    accents: [circle(236, CY - 34, 9), rect(120, CY - 4, 100, 8)],
  }),
  'flip-knife': knife({
    blade: { x: 260, len: 160, w: 46, tip: 30, belly: 22, arch: 8 },
    handle: { x0: 100, x1: 262, h: 44, drop: 6 },
    guard: 0,
    lines: [circle(300, CY - 4, 10), circle(250, CY, 6)],
    accents: [poly([[262, CY - 22], [280, CY - 34], [290, CY - 22]])],
  }),
  'gut-knife': knife({
    blade: { x: 250, len: 170, w: 46, tip: 30, belly: 18 },
    handle: { x0: 100, x1: 240, h: 40 },
    guard: 50,
    body: [],
    lines: [`M330 ${CY - 23}Q345 ${CY - 4} 362 ${CY - 23}`, ...ribs(120, 220, 40, 20)],
    accents: [`M320 ${CY - 23}L372 ${CY - 23}Q350 ${CY - 6} 340 ${CY - 14}Z`],
  }),
  'huntsman-knife': knife({
    blade: { x: 250, len: 200, w: 56, tip: 22, belly: 16, clip: 80 },
    handle: { x0: 90, x1: 240, h: 44, drop: 4 },
    guard: 72,
    lines: [teeth(256, 330, CY - 28, 10, 7), `M110 ${CY + 22}Q130 ${CY + 10} 150 ${CY + 22}Q170 ${CY + 10} 190 ${CY + 22}Q210 ${CY + 10} 230 ${CY + 22}`],
  }),
  'falchion-knife': knife({
    blade: { x: 260, len: 180, w: 48, tip: -20, belly: 24, arch: 24 },
    handle: { x0: 100, x1: 262, h: 40, drop: 10 },
    guard: 0,
    body: [circle(100, CY + 14, 14)],
    lines: [circle(100, CY + 14, 6), circle(270, CY, 6)],
  }),
  'bowie-knife': knife({
    blade: { x: 250, len: 220, w: 70, tip: 30, belly: 20, clip: 100 },
    handle: { x0: 90, x1: 236, h: 46 },
    guard: 96,
    lines: ribs(112, 220, 46, 18),
    accents: [roundRect(234, CY - 48, 18, 96, 5)],
  }),
  'shadow-daggers': { body: [...dagger.body.map((d) => shift(d, -80, 30)), ...dagger.body], lines: [...dagger.lines.map((d) => shift(d, -80, 30)), ...dagger.lines], accents: [], tilt: -6 },
  'navaja-knife': knife({
    blade: { x: 270, len: 150, w: 28, tip: 8, belly: 8, arch: -6 },
    handle: { x0: 100, x1: 272, h: 36, drop: 26 },
    guard: 0,
    lines: [circle(264, CY, 6), `M130 ${CY + 4}Q200 ${CY + 22} 260 ${CY}`],
    accents: [circle(106, CY + 26, 8)],
  }),
  'stiletto-knife': knife({
    blade: { x: 260, len: 200, w: 22, tip: 10, belly: 2, clip: 40 },
    handle: { x0: 96, x1: 262, h: 26 },
    guard: 36,
    body: [roundRect(90, CY - 16, 24, 32, 8)],
    accents: [roundRect(230, CY - 12, 26, 24, 6)],
  }),
  'talon-knife': knife({
    blade: { x: 260, len: 160, w: 40, tip: 60, belly: 34, arch: 44 },
    handle: { x0: 90, x1: 262, h: 36, drop: -6 },
    guard: 0,
    body: [circle(92, CY - 8, 18)],
    lines: [circle(92, CY - 8, 9), ...ribs(130, 240, 36, 28)],
  }),
  'ursus-knife': knife({
    blade: { x: 250, len: 170, w: 54, tip: 4, belly: 4, clip: 30 },
    handle: { x0: 100, x1: 252, h: 42 },
    guard: 0,
    lines: [line([[380, CY - 27], [406, CY + 14]]), ...ribs(120, 230, 42, 22)],
    accents: [circle(118, CY, 7)],
  }),
  'classic-knife': knife({
    blade: { x: 250, len: 190, w: 44, tip: 16, belly: 14 },
    handle: { x0: 100, x1: 240, h: 36, drop: 4 },
    guard: 52,
    body: [circle(100, CY + 4, 16)],
    lines: [circle(100, CY + 4, 8)],
  }),
  'paracord-knife': knife({
    blade: { x: 250, len: 170, w: 44, tip: 24, belly: 14, clip: 50 },
    handle: { x0: 110, x1: 250, h: 34 },
    guard: 0,
    body: [`M110 ${CY}Q70 ${CY - 30} 60 ${CY}Q70 ${CY + 30} 110 ${CY}Z`],
    lines: [teeth(120, 244, CY + 10, 12, 20), teeth(120, 244, CY - 6, 12, -12)],
  }),
  'survival-knife': knife({
    blade: { x: 250, len: 180, w: 48, tip: 22, belly: 14, clip: 40 },
    handle: { x0: 110, x1: 240, h: 40 },
    guard: 60,
    body: [circle(104, CY, 24)],
    lines: [teeth(260, 360, CY - 24, 16, 8), circle(104, CY, 14)],
    accents: [circle(104, CY, 12)],
  }),
  'nomad-knife': knife({
    blade: { x: 256, len: 170, w: 52, tip: 36, belly: 30, arch: 14 },
    handle: { x0: 100, x1: 258, h: 42, drop: 8 },
    guard: 0,
    lines: [roundRect(140, CY - 6, 70, 12, 6)],
    accents: [circle(244, CY, 7)],
  }),
  'skeleton-knife': knife({
    blade: { x: 250, len: 180, w: 40, tip: 18, belly: 10, clip: 60 },
    handle: { x0: 100, x1: 250, h: 40 },
    guard: 0,
    lines: [roundRect(120, CY - 10, 110, 20, 10)],
    accents: [roundRect(124, CY - 7, 102, 14, 7), circle(300, CY - 2, 8)],
  }),
  'kukri-knife': knife({
    blade: { x: 250, len: 200, w: 40, tip: 50, belly: 40, arch: 40 },
    handle: { x0: 100, x1: 246, h: 40, drop: 10 },
    guard: 50,
    body: [poly([[100, CY - 30], [86, CY - 40], [86, CY + 50], [104, CY + 40]])],
    lines: ribs(120, 230, 40, 36),
  }),
};

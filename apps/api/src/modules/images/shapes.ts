/**
 * ART-1: the simple shapes every silhouette is drawn from (rectangles, polygons, circles, stars),
 * authored by hand on the 512x384 art canvas; nothing here is traced from game art.
 */

/**
 * A silhouette: `body` paths are filled with the skin (gradient and camo, clipped to them),
 * `lines` are drawn over it as dark strokes, `accents` are filled with a light accent colour.
 */
export interface Silhouette {
  body: readonly string[];
  lines: readonly string[];
  accents: readonly string[];
  /** Rotation in degrees around the centre, for shapes that read better tilted. */
  tilt: number;
}

export type Point = readonly [number, number];

const n = (v: number): string => String(Math.round(v * 10) / 10);

export function poly(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

export function rect(x: number, y: number, w: number, h: number): string {
  return poly([
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ]);
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
}

export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

export function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    corners.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return poly(corners);
}

/** An open stroke through the points (for `lines`). */
export function line(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
}

/** A saw-tooth stroke along a spine from (x0, y) to (x1, y), `teeth` points of height h. */
export function teeth(x0: number, x1: number, y: number, count: number, h: number): string {
  const step = (x1 - x0) / count;
  const pts: Point[] = [];
  for (let i = 0; i <= count; i++) pts.push([x0 + i * step, i % 2 === 0 ? y : y - h]);
  return line(pts);
}

/** Moves a path's absolute coordinates (only the M/L/H/V/Q/Z paths these files write). */
export function shift(d: string, dx: number, dy: number): string {
  return d.replace(/([MLQ])([^MLQHVZa]+)/g, (_, cmd: string, args: string) => {
    const nums = args.trim().split(/[\s,]+/).map(Number);
    return cmd + nums.map((v, i) => n(v + (i % 2 === 0 ? dx : dy))).join(' ');
  }).replace(/H([\d.-]+)/g, (_, x: string) => `H${n(Number(x) + dx)}`).replace(/V([\d.-]+)/g, (_, y: string) => `V${n(Number(y) + dy)}`);
}

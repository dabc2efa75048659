import type { PricePoint } from '@skins/contract';

const W = 600;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 36, left: 8 };
const DAY_MS = 86_400_000;

/**
 * PRICE-4: the daily median (line), minimum (dashed line) and volume (bars at the foot) of a range of
 * days, hand-drawn as SVG: a charting library costs 20–70 kB gzip for what these few shapes draw
 * (ADR 019). Days without a sale leave a gap in the bars and are skipped by the lines.
 */
export function PriceChart({ points, days, label, format }: { points: readonly PricePoint[]; days: number; label: string; format: (cents: number) => string }) {
  const end = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const start = end - (days - 1) * DAY_MS;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (date: string) => PAD.left + (days === 1 ? plotW / 2 : ((Date.parse(`${date}T00:00:00Z`) - start) / ((days - 1) * DAY_MS)) * plotW);
  const high = Math.max(...points.map((p) => p.median_cents));
  const low = Math.min(...points.map((p) => p.min_cents));
  const span = Math.max(1, high - low);
  const y = (cents: number) => PAD.top + (1 - (cents - low) / span) * plotH * 0.8 + plotH * 0.1;
  const maxVolume = Math.max(...points.map((p) => p.volume));
  const barW = Math.max(1, plotW / days - 1);
  const line = (pick: (p: PricePoint) => number) => points.map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full" data-testid="price-chart">
      <title>{label}</title>
      {points.map((p) => (
        <rect key={`v${p.date}`} x={x(p.date) - barW / 2} width={barW} y={H - 4 - (p.volume / maxVolume) * (PAD.bottom - 12)} height={(p.volume / maxVolume) * (PAD.bottom - 12)} className="fill-ink-600" />
      ))}
      <path d={line((p) => p.min_cents)} fill="none" strokeDasharray="4 3" strokeWidth={1.5} className="stroke-slate-500" />
      <path d={line((p) => p.median_cents)} fill="none" strokeWidth={2} className="stroke-accent-400" />
      <text x={PAD.left} y={PAD.top + 4} className="fill-slate-400 text-[11px]">
        {format(high)}
      </text>
      <text x={PAD.left} y={H - PAD.bottom - 2} className="fill-slate-400 text-[11px]">
        {format(low)}
      </text>
    </svg>
  );
}

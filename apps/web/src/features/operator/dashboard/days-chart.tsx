import type { DashboardDay } from '@skins/contract';
import { useTranslation } from 'react-i18next';

const HEIGHT = 120;
const SLOT = 12;

/**
 * OPS-194: revenue per day as bars, inline SVG stretched to its box (no chart library); a day whose
 * refunds passed its sales goes below the zero line. Each bar's title tells the day, its sales and
 * its revenue (`money` writes minor units).
 */
export function DaysChart({ days, money }: { days: DashboardDay[]; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...days.map((d) => d.revenue));
  const bottom = Math.min(0, ...days.map((d) => d.revenue));
  const y = (v: number) => ((top - v) / (top - bottom)) * HEIGHT;
  const width = Math.max(days.length * SLOT, 1);
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <svg role="img" aria-label={t('op_days_chart')} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-40 w-full rounded-xl border border-ink-700 bg-ink-900">
        <title>{t('op_days_chart')}</title>
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} className="stroke-slate-600" strokeWidth={0.5} vectorEffect="non-scaling-stroke" />
        {days.map((d, i) => (
          <rect key={d.day} data-day={d.day} x={i * SLOT + 2} width={SLOT - 4} y={Math.min(y(d.revenue), y(0))} height={Math.max(Math.abs(y(d.revenue) - y(0)), d.revenue === 0 ? 0 : 0.5)} className={d.revenue < 0 ? 'fill-rose-500' : 'fill-emerald-400'}>
            <title>{t('op_days_bar', { day: d.day, sales: d.sales, revenue: money(d.revenue) })}</title>
          </rect>
        ))}
      </svg>
      {days.length > 0 && (
        // The chart's ends, in text: the SVG is stretched to its box, where text would be distorted.
        <figcaption className="flex justify-between text-xs text-slate-400">
          <span>{days[0]!.day}</span>
          <span>{days.at(-1)!.day}</span>
        </figcaption>
      )}
    </figure>
  );
}

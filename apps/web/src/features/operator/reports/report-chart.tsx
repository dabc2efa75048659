import type { ReportPeriod } from '@skins/contract';
import { useTranslation } from 'react-i18next';

const HEIGHT = 160;

/**
 * OPS-154: net sales per period as bars, each period's refunds as a second bar beside it (rose),
 * drawn as inline SVG scaled to its box (no chart library). A negative net sale goes below the zero
 * line. `money` writes an amount of minor units for the bars' titles.
 */
export function ReportChart({ periods, money }: { periods: ReportPeriod[]; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...periods.flatMap((p) => [p.net_sales, p.refunds]));
  const bottom = Math.min(0, ...periods.map((p) => p.net_sales));
  const span = top - bottom;
  const y = (v: number) => ((top - v) / span) * HEIGHT;
  const slot = 24;
  const width = Math.max(periods.length * slot, 1);
  const bar = (slot - 6) / 2;
  return (
    <figure className="flex flex-col gap-2">
      <svg role="img" aria-label={t('op_reports_chart')} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-52 w-full rounded-xl border border-ink-700 bg-ink-900">
        <title>{t('op_reports_chart')}</title>
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} className="stroke-slate-600" strokeWidth={0.5} vectorEffect="non-scaling-stroke" />
        {periods.map((p, i) => {
          const x = i * slot + 3;
          const net = p.net_sales;
          return (
            <g key={p.start} data-period={p.start}>
              <rect data-bar="net" x={x} width={bar} y={Math.min(y(net), y(0))} height={Math.max(Math.abs(y(net) - y(0)), net === 0 ? 0 : 0.5)} className="fill-emerald-400">
                <title>{`${p.start}: ${t('op_reports_net_sales')} ${money(net)}`}</title>
              </rect>
              <rect data-bar="refunds" x={x + bar} width={bar} y={y(p.refunds)} height={Math.max(y(0) - y(p.refunds), 0)} className="fill-rose-500">
                <title>{`${p.start}: ${t('op_reports_refunds')} ${money(p.refunds)}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {periods.length > 0 && (
        // The chart's ends, in text: the SVG is stretched to its box, where text would be distorted.
        <div aria-hidden="true" className="flex justify-between text-xs text-slate-400">
          <span>{periods[0]!.start}</span>
          <span>{periods.at(-1)!.end}</span>
        </div>
      )}
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-300">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-emerald-400" />
          {t('op_reports_net_sales')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-rose-500" />
          {t('op_reports_refunds')}
        </span>
      </figcaption>
    </figure>
  );
}

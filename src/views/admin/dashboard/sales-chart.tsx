import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DashboardDay } from '../../../domain/admin-dashboard';
import { intlLocaleOf } from '../../../domain/money';
import { useLocale } from '../../../services/i18n';
import { tinyDay } from './day-label';

// Drawn at a phone's width: on a wider screen the SVG scales up to max-w-2xl, its text with it.
const width = 360;
const height = 200;
const margin = { top: 8, right: 8, bottom: 24, left: 44 };
const innerWidth = width - margin.left - margin.right;
const innerHeight = height - margin.top - margin.bottom;
const axisText = { fontSize: 10, fill: '#44403c' } as const;

/**
 * The bars of paid sales per day (visx: SVG, in this lazy chunk only). An image for screen readers, named
 * and pointing to the table of the same figures (`tableId`); time runs left to right in every language.
 */
export default function SalesChart({ days, tableId }: { days: DashboardDay[]; tableId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const x = scaleBand({ domain: days.map((day) => day.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...days.map((day) => day.revenue))], range: [innerHeight, 0], nice: true });
  const every = Math.ceil(days.length / 6);
  const compact = new Intl.NumberFormat(intlLocaleOf(locale), { notation: 'compact' });
  return (
    <div dir="ltr">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={tableId}
        className="h-auto w-full max-w-2xl"
        data-chart="sales"
      >
        <title id={titleId}>{t`Bar chart of paid sales per day; the table below gives each day’s figures.`}</title>
        <Group left={margin.left} top={margin.top}>
          {days.map((day) => (
            <Bar
              key={day.day}
              data-day={day.day}
              data-revenue={day.revenue}
              x={x(day.day) ?? 0}
              y={y(day.revenue)}
              width={x.bandwidth()}
              height={innerHeight - y(day.revenue)}
              className="fill-brand-700"
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => compact.format(Number(value))}
            tickLabelProps={axisText}
            stroke="#78716c"
            tickStroke="#78716c"
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={days.filter((_, index) => index % every === 0).map((day) => day.day)}
            tickFormat={(day) => tinyDay(day, locale)}
            tickLabelProps={axisText}
            stroke="#78716c"
            tickStroke="#78716c"
          />
        </Group>
      </svg>
    </div>
  );
}

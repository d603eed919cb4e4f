// The spend report's charts (issue 33 point 3), drawn as SVG by recharts. This module is imported
// only through React.lazy from the report page, so recharts is a chunk of its own that only
// /myaccount/menu/spend downloads, after the page's tables are on screen (ARCHITECTURE §11: the
// public pages' initial JavaScript does not carry it). Each chart is an image with a name and a
// description for assistive technology; its figures are the table beside it, so the SVG's own
// keyboard layer is turned off (one way through the figures, not two).
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BarShapeProps } from 'recharts';

import { formatDollarsUsd } from '@/lib/format';

const BAR = 'var(--color-brand-700)';
const NEGATIVE = '#b42318';
const BUDGET = 'var(--color-navy-900, #0f1f3d)';

/** $1.2k, $35k, $1.4M: axis ticks stay short enough for a phone. */
export function compactUsd(dollars: number): string {
  const magnitude = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  if (magnitude >= 1_000_000) return `${sign}$${(magnitude / 1_000_000).toFixed(1)}M`;
  if (magnitude >= 1_000) return `${sign}$${(magnitude / 1_000).toFixed(magnitude >= 10_000 ? 0 : 1)}k`;
  return `${sign}$${magnitude.toFixed(0)}`;
}

const truncateLabel = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A bar drawn in red when its figure is negative (credits over merchandise). */
function signedBar(props: BarShapeProps) {
  const negative = typeof props.value === 'number' && props.value < 0;
  return <Rectangle {...props} fill={negative ? NEGATIVE : BAR} />;
}

const tooltipMoney = (value: unknown) =>
  typeof value === 'number' ? formatDollarsUsd(value) : String(value);

export interface MonthPoint {
  label: string;
  spent: number;
  budget: number | null;
}

export function MonthChart({
  data,
  label,
  describedBy,
}: {
  data: MonthPoint[];
  label: string;
  describedBy: string;
}) {
  const hasBudget = data.some((point) => point.budget !== null);
  return (
    <div role="img" aria-label={label} aria-describedby={describedBy} className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" />
          <YAxis tickFormatter={compactUsd} tick={{ fontSize: 11, fill: '#475569' }} width={52} />
          <Tooltip formatter={tooltipMoney} />
          <Bar dataKey="spent" name="Spent" fill={BAR} isAnimationActive={false} shape={signedBar} />
          {hasBudget && (
            <Line
              dataKey="budget"
              name="Budget"
              type="step"
              stroke={BUDGET}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export interface SlicePoint {
  name: string;
  spent: number;
}

/** Horizontal bars, one per row, the longest first; names shortened to fit a phone. */
export function BreakdownChart({
  data,
  label,
  describedBy,
}: {
  data: SlicePoint[];
  label: string;
  describedBy: string;
}) {
  const height = Math.max(120, data.length * 30 + 40);
  return (
    <div
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="w-full min-w-0"
      style={{ height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" tickFormatter={compactUsd} tick={{ fontSize: 11, fill: '#475569' }} />
          <YAxis
            type="category"
            dataKey="name"
            width={112}
            tick={{ fontSize: 11, fill: '#334155' }}
            tickFormatter={(name: string) => truncateLabel(name, 17)}
            interval={0}
          />
          <Tooltip formatter={tooltipMoney} />
          <Bar dataKey="spent" name="Spent" fill={BAR} isAnimationActive={false} shape={signedBar} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

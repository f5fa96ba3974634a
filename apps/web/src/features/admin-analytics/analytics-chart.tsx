import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsTable, ChartHint } from '@kusasa/domain/schemas/admin-analytics';
import { chartValue, formatCell } from './format-cell';

// The charts of /admin/analytics. This module (and recharts with it) loads only on this page,
// after the tables: analytics-table.tsx imports it lazily. The chart is a picture of the table
// beside it, so screen readers skip it and read the table.

const COLORS = ['#047857', '#d97706', '#2563eb', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626'];

type Point = Record<string, string | number>;

/** One point per value of the axis column: rows that share it (a month's plans) are added up. */
export function chartPoints(table: AnalyticsTable, hint: ChartHint): Point[] {
  const kindOf = new Map(table.columns.map((column) => [column.key, column.kind]));
  const xKind = kindOf.get(hint.x) ?? 'text';
  const points = new Map<string, Point>();
  for (const row of table.rows) {
    const label = formatCell(xKind, row[hint.x]);
    const point = points.get(label) ?? { [hint.x]: label };
    for (const key of hint.series) point[key] = (Number(point[key]) || 0) + chartValue(kindOf.get(key) ?? 'count', row[key]);
    points.set(label, point);
  }
  return [...points.values()];
}

export default function AnalyticsChart({ table, hint }: { table: AnalyticsTable; hint: ChartHint }) {
  const data = chartPoints(table, hint);
  const labelOf = new Map(table.columns.map((column) => [column.key, column.label]));
  const series = hint.series.map((key, index) => ({ key, name: labelOf.get(key) ?? key, color: COLORS[index % COLORS.length] }));
  const funnel = hint.type === 'funnel';
  const height = funnel ? Math.max(200, data.length * 44) : 280;

  return (
    <div aria-hidden="true" className="h-full w-full text-xs" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {hint.type === 'line' ? (
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
            <XAxis dataKey={hint.x} tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} />
            <Tooltip />
            <Legend />
            {series.map((s) => (
              <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} dot={false} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : funnel ? (
          <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey={hint.x} tick={{ fontSize: 11 }} width={120} />
            <Tooltip />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
            <XAxis dataKey={hint.x} tick={{ fontSize: 11 }} minTickGap={8} />
            <YAxis tick={{ fontSize: 11 }} width={48} />
            <Tooltip />
            {series.length > 1 && <Legend />}
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.color}
                stackId={hint.type === 'stacked-bar' ? 'stack' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

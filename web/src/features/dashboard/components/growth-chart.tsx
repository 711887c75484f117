// One growth chart, drawn with recharts (a lazy chunk: only the admin dashboard loads it). Its text
// alternative is the figure's caption and the numbers table around it, so the drawing itself is hidden
// from assistive technology and takes no keyboard focus.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import styled, { useTheme } from 'styled-components'
import { formatNumber } from '../../../lib/format'
import type { GrowthSeries } from '../api/admin-dashboard'
import { fullPeriod, shortPeriod } from './growth-format'
import type { GrowthMetric } from './growth-metrics'

interface GrowthChartProps {
  metric: GrowthMetric
  series: GrowthSeries
  height: number
}

export default function GrowthChart({ metric, series, height }: GrowthChartProps) {
  const theme = useTheme()
  const color = theme.colors[metric.color]
  const data = series.points.map((p) => ({ label: shortPeriod(series.interval, p.from), period: fullPeriod(series.interval, p.from, p.to), value: p[metric.key] }))
  const common = {
    data,
    responsive: true,
    accessibilityLayer: false,
    style: { width: '100%', height },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  } as const
  const axes = [
    <CartesianGrid key="grid" stroke={theme.colors.border} vertical={false} />,
    <XAxis key="x" dataKey="label" tick={{ fontSize: 12, fill: theme.colors.textMuted }} tickLine={false} axisLine={{ stroke: theme.colors.border }} minTickGap={16} />,
    <YAxis key="y" width={44} allowDecimals={false} tick={{ fontSize: 12, fill: theme.colors.textMuted }} tickLine={false} axisLine={false} tickFormatter={(v: number) => formatNumber(v)} />,
    <Tooltip
      key="tooltip"
      formatter={(v) => [formatNumber(Number(v)), metric.title]}
      labelFormatter={(_, payload) => (payload?.[0]?.payload as { period?: string } | undefined)?.period ?? ''}
      contentStyle={{ borderRadius: 8, borderColor: theme.colors.border, fontSize: 13 }}
    />,
  ]
  return (
    <Frame aria-hidden="true">
      {metric.kind === 'count' ? (
        <BarChart {...common}>
          {axes}
          <Bar dataKey="value" fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      ) : (
        <AreaChart {...common}>
          {axes}
          <Area type="monotone" dataKey="value" stroke={color} strokeWidth={2} fill={color} fillOpacity={0.12} isAnimationActive={false} />
        </AreaChart>
      )}
    </Frame>
  )
}

const Frame = styled.div`
  width: 100%;
  min-width: 0;
`

// The dashboard's Growth over time (issue 19): users, companies, media items and company views over a
// chosen range, each chart with its text alternative: a sentence that says what it shows, and the
// numbers as a table. The charts themselves (recharts) are a lazy chunk of their own, so that the
// figures and the words come first and the visitor bundle never carries the chart library.
import { lazy, Suspense, useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Select } from '../../../components/ui/field'
import { Skeleton } from '../../../components/ui/skeleton'
import { Table, TableCard } from '../../../components/ui/table'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { GROWTH_RANGES, useGrowth, type GrowthRange, type GrowthSeries } from '../api/admin-dashboard'
import { fullDay, fullPeriod } from './growth-format'
import { GROWTH_METRICS, type GrowthMetric } from './growth-metrics'
import { Panel } from './panel'

const GrowthChart = lazy(() => import('./growth-chart'))

const RANGE_LABELS: Readonly<Record<GrowthRange, string>> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '6m': 'Last 6 months',
  '12m': 'Last 12 months',
}

const CHART_HEIGHT = 200

export function GrowthSection() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('range')
  const range: GrowthRange = (GROWTH_RANGES as readonly string[]).includes(requested ?? '') ? (requested as GrowthRange) : '30d'
  const { data, error } = useGrowth(range)
  const selectId = useId()

  const choose = (next: string) => {
    const p = new URLSearchParams(params)
    if (next === '30d') p.delete('range')
    else p.set('range', next)
    setParams(p, { replace: true, preventScrollReset: true })
  }

  return (
    <Section
      title="Growth over time"
      description="Users, companies and media items at the end of each period, and the company views within it (days in UTC)."
      aside={
        <div>
          <VisuallyHidden as="label" htmlFor={selectId}>
            Range of the growth charts
          </VisuallyHidden>
          <Select id={selectId} value={range} onChange={(e) => choose(e.target.value)}>
            {GROWTH_RANGES.map((r) => (
              <option key={r} value={r}>
                {RANGE_LABELS[r]}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      {error && !data ? (
        <ErrorText role="alert">{errorMessage(error, 'The growth charts could not be loaded.')}</ErrorText>
      ) : !data ? (
        <Charts aria-busy="true">
          {GROWTH_METRICS.map((m) => (
            <li key={m.key}>
              <Skeleton $width="8rem" $height="1.25rem" />
              <Skeleton $width="100%" $height={`${CHART_HEIGHT}px`} style={{ marginTop: 12 }} />
            </li>
          ))}
        </Charts>
      ) : (
        <>
          <Charts>
            {GROWTH_METRICS.map((m) => (
              <li key={m.key}>
                <ChartFigure metric={m} series={data} />
              </li>
            ))}
          </Charts>
          <NumbersTable series={data} />
        </>
      )}
    </Section>
  )
}

function ChartFigure({ metric, series }: { metric: GrowthMetric; series: GrowthSeries }) {
  const summaryId = useId()
  return (
    <Figure aria-labelledby={`${summaryId}-title`} aria-describedby={summaryId}>
      <figcaption>
        <h3 id={`${summaryId}-title`}>{metric.title}</h3>
        <p id={summaryId}>{summaryOf(metric, series)}</p>
      </figcaption>
      <Suspense fallback={<Skeleton $width="100%" $height={`${CHART_HEIGHT}px`} />}>
        <GrowthChart metric={metric} series={series} height={CHART_HEIGHT} />
      </Suspense>
    </Figure>
  )
}

/** What a chart shows, in one sentence: its text alternative for those who do not see it. */
const summaryOf = (m: GrowthMetric, s: GrowthSeries): string => {
  const from = fullDay(s.from)
  const to = fullDay(s.to)
  if (m.key === 'views') {
    const total = s.points.reduce((sum, p) => sum + p.views, 0)
    if (total === 0) return `No company views from ${from} to ${to}.`
    const busiest = s.points.reduce((best, p) => (p.views > best.views ? p : best))
    const unit = s.interval === 'day' ? 'day' : s.interval === 'week' ? 'week' : 'month'
    return `${formatNumber(total)} company views from ${from} to ${to}; the busiest ${unit} was ${fullPeriod(s.interval, busiest.from, busiest.to)} with ${formatNumber(busiest.views)}.`
  }
  const start = s.start[m.key]
  const end = s.points[s.points.length - 1][m.key]
  const change = end - start
  const percent = start > 0 && change !== 0 ? ` (${change > 0 ? '+' : '−'}${formatNumber(Math.round((Math.abs(change) / start) * 1000) / 10)}%)` : ''
  const trend = change === 0 ? 'no change' : `${change > 0 ? 'up' : 'down'} ${formatNumber(Math.abs(change))}${percent}`
  return `${formatNumber(end)} ${m.noun} on ${to}: ${trend} from ${formatNumber(start)} before ${from}.`
}

function NumbersTable({ series }: { series: GrowthSeries }) {
  return (
    <Numbers>
      <summary>Show the numbers as a table</summary>
      {/* A scrolling box: focusable, so that a keyboard scrolls it too. */}
      <TableCard tabIndex={0} role="region" aria-label={`Growth numbers, ${RANGE_LABELS[series.range].toLowerCase()}`}>
        <Table>
          <caption>
            <VisuallyHidden>Growth over time, {RANGE_LABELS[series.range].toLowerCase()}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{series.interval === 'day' ? 'Day' : series.interval === 'week' ? 'Week' : 'Month'}</th>
              {GROWTH_METRICS.map((m) => (
                <th key={m.key} scope="col">
                  {m.column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...series.points].reverse().map((p) => (
              <tr key={p.from}>
                <th scope="row">{fullPeriod(series.interval, p.from, p.to)}</th>
                {GROWTH_METRICS.map((m) => (
                  <td key={m.key} data-label={m.column}>
                    <span>{formatNumber(p[m.key])}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableCard>
    </Numbers>
  )
}

const Section = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const Charts = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Figure = styled.figure`
  margin: 0;
  min-width: 0;

  figcaption {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    ${mutedSmall}
  }
`

const Numbers = styled.details`
  margin-top: ${({ theme }) => theme.space[6]};

  summary {
    width: fit-content;
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  > div {
    margin-top: ${({ theme }) => theme.space[3]};
    max-height: 24rem;
    overflow: auto;
  }

  > div:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: left;
    white-space: nowrap;
  }

  td {
    font-variant-numeric: tabular-nums;
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

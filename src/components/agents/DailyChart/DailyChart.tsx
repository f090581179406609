import { useId } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { visuallyHidden } from '../../layout/a11y'

export interface DailyChartPoint {
  /** The day, `YYYY-MM-DD`. */
  day: string
  /** The bar's figure (as the server sent it). */
  bar: string
  /** The line's figure, when the chart has a line. */
  line?: string
}

export interface DailyChartProps {
  /** The days, oldest first (every day, zeros too). */
  points: readonly DailyChartPoint[]
  /** What the bars and the line stand for (translated), for the legend and the table. */
  barLabel: string
  lineLabel?: string
  /** The heading of the days' column in the table screen readers read. */
  dayLabel: string
  /** The chart's title. */
  title: string
  /** One sentence a screen reader hears for the picture (its accessible name): the period and what it shows. */
  summary: string
  /** Writes a day and a figure for people (the reader's language). */
  formatDay: (day: string) => string
  formatValue: (value: string) => string
  /** Height of the plot in px. */
  height?: number
}

const WIDTH = 600
const PAD = 4

/**
 * A small per-day chart: bars for one figure and, optionally, a line for another, around a zero line (figures may be
 * negative). It is our own SVG, not a chart library: the first screen's JavaScript is at its budget's ceiling, and a
 * hand-drawn SVG costs a few hundred bytes where a chart package costs tens of kilobytes (it loads with the agent
 * centre's chunk, but the centre should open as fast as the rest). The SVG draws no words (the portal draws text
 * only in its bundled fonts): the first and last day and the legend are HTML beside it. For screen readers it is
 * one picture (`role="img"`) named by `summary`, followed by a visually hidden table of every day's figures.
 */
export function DailyChart({ points, barLabel, lineLabel, dayLabel, title, summary, formatDay, formatValue, height = 160 }: DailyChartProps) {
  const theme = useTheme()
  const titleId = useId()
  const bars = points.map((point) => Number(point.bar) || 0)
  const lines = points.map((point) => Number(point.line ?? 0) || 0)
  const hasLine = lineLabel !== undefined && points.some((point) => point.line !== undefined)
  const values = hasLine ? [...bars, ...lines] : bars
  const max = Math.max(0, ...values)
  const min = Math.min(0, ...values)
  const span = max - min || 1
  const y = (value: number) => PAD + ((max - value) / span) * (height - 2 * PAD)
  const zero = y(0)
  const step = points.length > 0 ? WIDTH / points.length : WIDTH
  // A day's bar is never wider than a day of a month's chart: one day alone is a bar, not a wall.
  const barWidth = Math.max(1, Math.min(step * 0.6, (WIDTH / 31) * 0.6))
  const x = (index: number) => index * step + step / 2
  const rtl = theme.direction === 'rtl'
  const linePath = hasLine ? lines.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ') : ''
  const barColour = theme.palette.primary.main
  const lineColour = theme.palette.mode === 'dark' ? theme.palette.warning.light : theme.palette.warning.dark

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box aria-hidden="true" sx={{ display: 'flex', gap: 2, fontSize: 13, color: 'text.secondary' }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: barColour }} />
            {barLabel}
          </Box>
          {hasLine ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <Box component="span" sx={{ width: 14, height: 3, borderRadius: 1, bgcolor: lineColour }} />
              {lineLabel}
            </Box>
          ) : null}
        </Box>
      </Box>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        sx={{ width: '100%', height, display: 'block', transform: rtl ? 'scaleX(-1)' : undefined, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <line x1={0} x2={WIDTH} y1={zero} y2={zero} stroke={theme.palette.divider} strokeWidth={1} vectorEffect="non-scaling-stroke" />
        {bars.map((value, index) => (
          <rect key={points[index]!.day} x={x(index) - barWidth / 2} width={barWidth} y={Math.min(y(value), zero)} height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - zero))} fill={barColour} opacity={value < 0 ? 0.55 : 1} />
        ))}
        {hasLine ? <path d={linePath} fill="none" stroke={lineColour} strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" /> : null}
      </Box>
      {points.length > 0 ? (
        <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'text.secondary' }}>
          <span>{formatDay(points[0]!.day)}</span>
          {points.length > 1 ? <span>{formatDay(points[points.length - 1]!.day)}</span> : null}
        </Box>
      ) : null}
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            <th scope="col">{barLabel}</th>
            {hasLine ? <th scope="col">{lineLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{formatDay(point.day)}</th>
              <td>{formatValue(point.bar)}</td>
              {hasLine ? <td>{formatValue(point.line ?? '0')}</td> : null}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

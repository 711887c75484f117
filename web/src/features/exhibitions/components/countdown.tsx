// The live countdown of the detail page: to the start while upcoming, to the end while ongoing.
// It ticks every second (every minute, without seconds, for prefers-reduced-motion). The figures
// are hidden from assistive technology; a polite live region says the same in words, and its
// text changes only once a minute.
import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { useMediaQuery } from '../../../lib/media-query'
import { useNow } from '../hooks/use-now'
import { countdownInWords, countdownParts } from '../utils/exhibition-time'

interface CountdownProps {
  kind: 'upcoming' | 'ongoing'
  /** The instant counted to (ms). */
  target: number
  /** The instant in words, with its offset: "Opens Dec 2, 2026, 00:00 (UTC+01:00)". */
  until: string
  /** Called once when the target is reached (the exhibition starts or ends). */
  onElapsed: () => void
}

const pad = (n: number) => String(n).padStart(2, '0')

export function Countdown({ kind, target, until, onElapsed }: CountdownProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  const now = useNow(reduced ? 60_000 : 1_000)
  const titleId = useId()
  const left = target - now
  const elapsed = left <= 0
  const reported = useRef<number | null>(null)

  useEffect(() => {
    if (elapsed && reported.current !== target) {
      reported.current = target
      onElapsed()
    }
  }, [elapsed, target, onElapsed])

  const parts = countdownParts(left)
  // "Opens in", not "Starts in": the badge above says "Starts in 6 days" (rounded up) while the
  // figures here are exact (5 Days 09 Hours), to the opening instant written below them.
  const title = kind === 'upcoming' ? 'Opens in' : 'Ends in'
  const units = [
    { label: parts.days === 1 ? 'Day' : 'Days', value: String(parts.days) },
    { label: parts.hours === 1 ? 'Hour' : 'Hours', value: pad(parts.hours) },
    { label: parts.minutes === 1 ? 'Minute' : 'Minutes', value: pad(parts.minutes) },
    ...(reduced ? [] : [{ label: parts.seconds === 1 ? 'Second' : 'Seconds', value: pad(parts.seconds) }]),
  ]

  return (
    <Box aria-labelledby={titleId} $ongoing={kind === 'ongoing'}>
      <Title id={titleId}>{title}</Title>
      <Units aria-hidden="true">
        {units.map((u) => (
          <Unit key={u.label.replace(/s$/, '')}>
            <strong>{u.value}</strong>
            <span>{u.label}</span>
          </Unit>
        ))}
      </Units>
      <Until>{until}</Until>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {elapsed ? (kind === 'upcoming' ? 'The exhibition is starting.' : 'The exhibition has ended.') : `${title} ${countdownInWords(parts)}`}
      </VisuallyHidden>
    </Box>
  )
}

const Box = styled.section<{ $ongoing: boolean }>`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ $ongoing }) => ($ongoing ? '#bbf7d0' : '#bfdbfe')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $ongoing }) => ($ongoing ? theme.colors.successSoft : theme.colors.primarySoft)};
`

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const Until = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Units = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space[2]};
`

const Unit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

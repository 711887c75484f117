// Runs one route's tour with react-joyride (loaded lazily by the host, never in the entry bundle).
// - Steps whose target is missing or hidden are left out before the tour starts, and a target
//   that disappears while it runs is skipped (joyride's target-not-found event).
// - It never traps focus: no focus trap, no inert page; the tooltip is a non-modal dialog whose
//   main button gets focus. Escape and a click on the dimmed page skip the tour.
// - prefers-reduced-motion: no scrolling animation, no fades. On a phone the tooltip fits the
//   screen (its own width rule, and Floating UI shifts it inside the viewport on both axes).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { EVENTS, Joyride, STATUS, type Controls, type EventData, type Step } from 'react-joyride'
import { createGlobalStyle } from 'styled-components'
import { useMediaQuery } from '../../lib/media-query'
import type { Role } from '../../lib/session'
import { theme } from '../../theme'
import type { TourRoute } from './tour-routes'
import { stepsFor } from './tour-steps'
import { findTarget, isVisible, waitForPageReady } from './tour-targets'
import { TourProgressContext, TourTooltip } from './tour-tooltip'

export type TourResult = 'finished' | 'skipped'

export interface TourRunnerProps {
  route: TourRoute
  role: Role | null
  onEnd: (result: TourResult) => void
  /** Where focus goes back after the tour (the control that started it); else the main content. */
  returnFocusTo?: Element | null
}

const Z_INDEX = 80 // above the header (40), the drawer (60) and dialogs (70); below toasts (100)

/** The joyride steps of a route for this role, keeping only those whose target is on screen now. */
export function buildSteps(route: TourRoute, role: Role | null): Step[] {
  const steps: Step[] = []
  for (const def of stepsFor(route, role)) {
    if (def.target === 'center') {
      steps.push({ id: def.id, title: def.title, content: def.content, target: 'body', placement: 'center' })
      continue
    }
    const specs = def.target
    if (!findTarget(specs)) continue
    steps.push({
      id: def.id,
      title: def.title,
      content: def.content,
      // Looked up again on every render, so a re-rendered page (new nodes) is still found.
      target: () => findTarget(specs),
      placement: def.placement ?? 'bottom',
    })
  }
  return steps
}

const ReducedMotion = createGlobalStyle`
  @media (prefers-reduced-motion: reduce) {
    .react-joyride__floater,
    .react-joyride__spotlight path {
      transition: none !important;
    }
  }
`

/** Gives focus back where it was before the tour, or to the main content. */
function restoreFocus(opener: Element | null) {
  // Two frames: the host first shows its Start Tour button again.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement
      const lost = !active || active === document.body || !active.isConnected || !!active.closest('.react-joyride__floater')
      if (!lost) return
      if (opener instanceof HTMLElement && opener !== document.body && isVisible(opener)) opener.focus({ preventScroll: true })
      else document.getElementById('main-content')?.focus({ preventScroll: true })
    }),
  )
}

export default function TourRunner({ route, role, onEnd, returnFocusTo = null }: TourRunnerProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm - 1}px)`)
  const [steps, setSteps] = useState<Step[] | null>(null)
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(() => new Set())
  const controlsRef = useRef<Controls | null>(null)
  const onEndRef = useRef(onEnd)
  onEndRef.current = onEnd
  const openerRef = useRef<Element | null>(returnFocusTo)
  const endedRef = useRef(false)

  // Wait until the page has rendered and loaded, then keep the steps that can be shown.
  useEffect(() => {
    const abort = new AbortController()
    void waitForPageReady(4000, abort.signal).then(() => {
      if (!abort.signal.aborted) setSteps(buildSteps(route, role))
    })
    return () => abort.abort()
  }, [route, role])

  // Escape skips the tour; so does a click on the dimmed page around the spotlight.
  useEffect(() => {
    if (!steps) return
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) controlsRef.current?.skip()
    }
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('.react-joyride__overlay')) controlsRef.current?.skip()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick, true)
    }
  }, [steps])

  const onEvent = useCallback((data: EventData, controls: Controls) => {
    controlsRef.current = controls
    if (data.type === EVENTS.TARGET_NOT_FOUND) {
      // joyride moves on by itself; keep the progress ('Step 3 of 5') truthful.
      setSkipped((prev) => new Set(prev).add(data.index))
    } else if (data.type === EVENTS.TOUR_END && !endedRef.current) {
      endedRef.current = true
      restoreFocus(openerRef.current)
      onEndRef.current(data.status === STATUS.FINISHED ? 'finished' : 'skipped')
    }
  }, [])

  const options = useMemo(
    () => ({
      zIndex: Z_INDEX,
      primaryColor: theme.colors.primary,
      overlayColor: 'rgba(15, 23, 42, 0.55)',
      buttons: ['back', 'primary', 'skip'] as Step['buttons'],
      showProgress: true,
      skipBeacon: true,
      disableFocusTrap: true,
      dismissKeyAction: false as const,
      overlayClickAction: false as const,
      scrollDuration: reducedMotion ? 0 : 300,
      // Clear the sticky header (64 px) when scrolling a target into view.
      scrollOffset: 88,
      spotlightPadding: 6,
      spotlightRadius: 10,
      targetWaitTimeout: 1500,
      offset: 8,
    }),
    [reducedMotion],
  )

  const progress = useMemo(() => ({ steps: steps ?? [], skipped }), [steps, skipped])

  if (!steps || steps.length === 0) return null

  return (
    <TourProgressContext.Provider value={progress}>
      <ReducedMotion />
      <Joyride
        steps={steps}
        run
        continuous
        onEvent={onEvent}
        options={options}
        locale={{ back: 'Back', next: 'Next', last: 'Finish', skip: 'Skip tour', close: 'Close', nextWithProgress: 'Next' }}
        tooltipComponent={TourTooltip}
        loaderComponent={null}
        floatingOptions={{
          // Keep the tooltip inside the viewport on both axes (it may then cover part of a tall target).
          shiftOptions: { crossAxis: true, padding: 12 },
          hideArrow: narrow,
        }}
        styles={{
          floater: { filter: 'none', transition: reducedMotion ? 'none' : 'opacity 0.2s', maxWidth: 'calc(100vw - 24px)' },
        }}
      />
    </TourProgressContext.Provider>
  )
}

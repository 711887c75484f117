// The tour's tooltip: title, text, 'Step 2 of 5', and the buttons Skip tour, Back, Next / Finish.
// A non-modal dialog: focus moves to its main button when a step opens, but Tab can leave it and
// the page stays reachable (the tour never traps focus). Escape skips the tour (see tour-runner).
import { createContext, useContext, useEffect, useId, useRef } from 'react'
import type { Step, TooltipRenderProps } from 'react-joyride'
import styled from 'styled-components'
import { Button } from '../../components/ui/button'
import { spread } from '../../components/ui/stack'
import { surface } from '../../components/ui/surface'

export interface TourProgressState {
  readonly steps: readonly Step[]
  /** Steps that the tour left out while running (target gone). */
  readonly skipped: ReadonlySet<number>
}

/** What the tooltip needs to keep 'Step 2 of 5' truthful when targets come and go. */
export const TourProgressContext = createContext<TourProgressState>({ steps: [], skipped: new Set() })

const canShow = (step: Step | undefined): boolean => {
  if (!step) return false
  if (typeof step.target === 'function') return step.target() !== null
  return true
}

/**
 * 'Step 2 of 5', counting only the steps that are shown: those left out before this one, and
 * after it only those whose target is on the page now. `last`: nothing can follow this step.
 */
function progressOf(index: number, size: number, { steps, skipped }: TourProgressState): { current: number; total: number; last: boolean } {
  let before = 0
  for (const i of skipped) if (i < index) before++
  const current = Math.max(1, index + 1 - before)
  if (steps.length !== size) return { current, total: Math.max(current, size - skipped.size), last: index + 1 >= size }
  let after = 0
  for (let i = index + 1; i < size; i++) if (canShow(steps[i])) after++
  return { current, total: current + after, last: after === 0 }
}

export function TourTooltip({ index, size, isLastStep, step, controls, backProps, primaryProps, skipProps }: TooltipRenderProps) {
  const progress = useContext(TourProgressContext)
  const { current, total, last } = progressOf(index, size, progress)
  const isLast = isLastStep || last
  const titleId = useId()
  const progressId = useId()
  const bodyId = useId()
  const primaryRef = useRef<HTMLButtonElement>(null)

  // One tooltip per step (joyride remounts it): bring keyboard focus to its main button, without
  // scrolling, once it is positioned.
  useEffect(() => {
    const timer = window.setTimeout(() => primaryRef.current?.focus({ preventScroll: true }), 60)
    return () => window.clearTimeout(timer)
  }, [])

  const isFirst = index === 0

  return (
    <Panel
      role="dialog"
      aria-labelledby={step.title ? `${titleId} ${progressId}` : progressId}
      aria-describedby={bodyId}
      data-tour-step={step.id}
      className="tour-tooltip"
    >
      <Progress id={progressId}>
        Step {current} of {total}
      </Progress>
      {step.title ? <Title id={titleId}>{step.title}</Title> : null}
      <Body id={bodyId}>{step.content}</Body>
      <Footer>
        {!isLast ? (
          <Button $variant="ghost" $size="sm" onClick={skipProps.onClick} data-action="skip">
            Skip tour
          </Button>
        ) : (
          <span />
        )}
        <Nav>
          {!isFirst ? (
            <Button $variant="outline" $size="sm" onClick={backProps.onClick} data-action="back">
              Back
            </Button>
          ) : null}
          <Button
            ref={primaryRef}
            $size="sm"
            // Finish on a step that the page made the last one: end now instead of walking past missing targets.
            onClick={isLast && !isLastStep ? () => controls.go(size) : primaryProps.onClick}
            data-action="primary"
          >
            {isLast ? 'Finish' : 'Next'}
          </Button>
        </Nav>
      </Footer>
    </Panel>
  )
}

const Panel = styled.div`
  box-sizing: border-box;
  /* Fits a 320 px phone with room to spare; never taller than the screen. */
  width: min(380px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const Progress = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Body = styled.div`
  margin: 0;
  overflow-wrap: anywhere;
`

const Footer = styled.div`
  ${spread(2)}
  margin-top: ${({ theme }) => theme.space[4]};
`

const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`

// The help controls at the bottom right (visitor-and-user-side.md §2): 'Start Tour' whenever the tour is not running,
// and a dismissible 'Need Help?' that appears 5 s after load and starts the tour. Small, native
// buttons (keyboard-usable); they stop above the footer instead of covering it, and on a phone
// 'Start Tour' collapses to a round icon button. Part of the always-loaded host: no tour code here.
import { forwardRef, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { TooltipButton } from '../../components/ui/icon-button'

interface HelpWidgetProps {
  /** While the tour runs the Start Tour button is hidden (it stays in the DOM to take focus back). */
  running: boolean
  showNeedHelp: boolean
  onStart: () => void
  onNeedHelp: () => void
  onDismissNeedHelp: () => void
  /** Warms the lazy tour chunk when a pointer or focus comes near. */
  onIntent?: () => void
}

/** Lifts the controls so that they sit above the footer once it scrolls into view. */
function useLiftAboveFooter(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const el = ref.current
      if (!el) return
      const footer = document.querySelector('footer')
      const overlap = footer ? Math.max(0, window.innerHeight - footer.getBoundingClientRect().top) : 0
      // Never above the top of the screen: on a phone the footer can be taller than the viewport,
      // and a lift by all of it put the buttons out of sight and out of reach.
      const lift = Math.min(overlap, Math.max(0, window.innerHeight - el.offsetHeight - 96))
      el.style.setProperty('--tour-help-lift', `${Math.round(lift)}px`)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // Pages grow when their data arrives: follow the footer as it moves.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule)
    observer?.observe(document.body)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer?.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [ref])
}

export const HelpWidget = forwardRef<HTMLButtonElement, HelpWidgetProps>(function HelpWidget(
  { running, showNeedHelp, onStart, onNeedHelp, onDismissNeedHelp, onIntent },
  startRef,
) {
  const rootRef = useRef<HTMLElement>(null)
  useLiftAboveFooter(rootRef)
  const needHelp = showNeedHelp && !running

  return (
    <Root ref={rootRef} aria-label="Help" hidden={running} onPointerEnter={onIntent} onFocus={onIntent}>
      {needHelp ? (
        <NeedHelp>
          <NeedHelpButton type="button" onClick={onNeedHelp}>
            Need Help?
          </NeedHelpButton>
          <DismissButton type="button" aria-label="Dismiss Need Help" onClick={onDismissNeedHelp}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </DismissButton>
        </NeedHelp>
      ) : null}
      <StartButton ref={startRef} type="button" hidden={running} onClick={onStart} aria-label="Start Tour" title="Start Tour">
        <QuestionMark aria-hidden="true">?</QuestionMark>
        <StartLabel aria-hidden="true">Start Tour</StartLabel>
      </StartButton>
    </Root>
  )
})

const Root = styled.aside`
  --tour-help-lift: 0px;
  position: fixed;
  right: ${({ theme }) => theme.space[3]};
  bottom: calc(${({ theme }) => theme.space[3]} + var(--tour-help-lift));
  z-index: ${({ theme }) => theme.zIndices.header + 5};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  max-width: calc(100vw - 1.5rem);
  pointer-events: none;

  &[hidden] {
    display: none;
  }

  /* A keyboard user who reaches it while it sits above an off-screen footer still sees it. Only
     keyboard focus: a mouse press focuses the button too, and moving it then (mouse down here,
     mouse up elsewhere) lost the click. */
  &:has(:focus-visible) {
    bottom: ${({ theme }) => theme.space[3]} !important;
  }

  > * {
    pointer-events: auto;
  }

  ${({ theme }) => theme.media.sm} {
    right: ${({ theme }) => theme.space[5]};
    bottom: calc(${({ theme }) => theme.space[5]} + var(--tour-help-lift));

    &:has(:focus-visible) {
      bottom: ${({ theme }) => theme.space[5]} !important;
    }
  }

  @media (prefers-reduced-motion: no-preference) {
    transition: bottom 120ms ease-out;
  }
`

const pill = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  font: inherit;
  cursor: pointer;
`

const NeedHelp = styled.div`
  display: inline-flex;
  align-items: stretch;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`

const NeedHelpButton = styled.button`
  ${pill}
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.full} 0 0 ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    text-decoration: underline;
  }
`

const DismissButton = styled(TooltipButton)`
  ${pill}
  width: 2.75rem;
  min-height: 2.75rem;
  border-radius: 0 ${({ theme }) => theme.radii.full} ${({ theme }) => theme.radii.full} 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`

const StartButton = styled.button`
  ${pill}
  gap: ${({ theme }) => theme.space[2]};
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &[hidden] {
    display: none;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  /* Wider screens show the label; a phone keeps a 44 px round button. */
  ${({ theme }) => theme.media.sm} {
    width: auto;
    padding: 0 ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]};
  }
`

const QuestionMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.375rem;
  height: 1.375rem;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`

const StartLabel = styled.span`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`

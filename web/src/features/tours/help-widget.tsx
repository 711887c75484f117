// The one help control (issue 23): a compact round '?' button, named 'Start Tour', in the header's bar
// (the site's header and the admin top bar hold a slot for it, `HELP_SLOT_ID`). It used to float at
// the bottom right with a second 'Need Help?' button, over cards' buttons and badges on every page;
// in the header it covers nothing at any width, and stays, during a tour too, so that the tour can be
// restarted at any time (the tour's last step points to it). Part of the always-loaded host: no tour code here.
import { forwardRef, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { TooltipButton } from '../../components/ui/icon-button'

/** The element of the header the help button is drawn in. */
export const HELP_SLOT_ID = 'tour-help-slot'

interface HelpWidgetProps {
  onStart: () => void
  /** Warms the lazy tour chunk when a pointer or focus comes near. */
  onIntent?: () => void
}

/** The header's slot, once it is in the page (the header renders it; the host mounts after it). */
function useHelpSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const find = () => setSlot((s) => (s?.isConnected ? s : document.getElementById(HELP_SLOT_ID)))
    find()
    // The layout (site or admin) may draw its header after this host: look again when the page changes.
    const observer = new MutationObserver(find)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return slot
}

export const HelpWidget = forwardRef<HTMLButtonElement, HelpWidgetProps>(function HelpWidget({ onStart, onIntent }, startRef) {
  const slot = useHelpSlot()
  if (!slot) return null
  return createPortal(
    <StartButton
      ref={startRef}
      type="button"
      data-tour-help=""
      onClick={onStart}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label="Start Tour"
    >
      <QuestionMark aria-hidden="true">?</QuestionMark>
    </StartButton>,
    slot,
  )
})

const StartButton = styled(TooltipButton)`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

const QuestionMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`

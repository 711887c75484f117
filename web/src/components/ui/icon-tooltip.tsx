// The tooltip of an icon-only control: its accessible name, drawn above it (below when there is
// no room) on hover and on keyboard focus, by React Aria's TooltipTrigger and Tooltip (their
// delays, and the warm-up that shows the next tooltip at once while moving along a row of
// buttons). It is attached to a control that already exists (icon-button.tsx loads this module
// on the first hover or focus, so the control is never re-mounted): TooltipTrigger gives the
// state, and Attach listens to the control the way TooltipTrigger's own trigger props would: hover and keyboard focus show it, leaving, blur,
// a press or a key hide it; Escape hides it wherever focus is. It never takes focus, and it sits
// beside the control, never over it. The control already has the name, so it is not described
// by the tooltip again.
import { useContext, useEffect, useRef, type RefObject } from 'react'
import { Tooltip, TooltipTrigger, TooltipTriggerStateContext } from 'react-aria-components'
import styled from 'styled-components'

export interface IconTooltipProps {
  triggerRef: RefObject<HTMLElement | null>
  label: string
}

export function IconTooltip({ triggerRef, label }: IconTooltipProps) {
  return (
    <TooltipTrigger delay={600} closeDelay={150}>
      <Attach triggerRef={triggerRef} />
      <Tip triggerRef={triggerRef} placement="top" offset={6} containerPadding={8}>
        {label}
      </Tip>
    </TooltipTrigger>
  )
}

function Attach({ triggerRef }: { triggerRef: RefObject<HTMLElement | null> }) {
  const state = useContext(TooltipTriggerStateContext)!
  const current = useRef(state)
  current.current = state

  useEffect(() => {
    const el = triggerRef.current
    if (!el) return
    let hovered = false
    let focused = false
    const show = () => current.current.open(focused)
    const hide = (immediate?: boolean) => {
      if (!hovered && !focused) current.current.close(immediate)
    }
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return
      hovered = true
      show()
    }
    const onLeave = () => {
      hovered = false
      focused = false
      hide()
    }
    const onFocus = () => {
      if (!el.matches(':focus-visible')) return
      focused = true
      show()
    }
    const onBlur = () => {
      hovered = false
      focused = false
      hide(true)
    }
    const onPress = () => {
      hovered = false
      focused = false
      hide(true)
    }
    el.addEventListener('pointerenter', onEnter)
    el.addEventListener('pointerleave', onLeave)
    el.addEventListener('focus', onFocus)
    el.addEventListener('blur', onBlur)
    el.addEventListener('pointerdown', onPress)
    el.addEventListener('keydown', onPress)
    // The hover or focus that loaded this module happened before it listened.
    if (el.matches(':hover')) {
      hovered = true
      show()
    } else if (document.activeElement === el && el.matches(':focus-visible')) {
      focused = true
      show()
    }
    return () => {
      el.removeEventListener('pointerenter', onEnter)
      el.removeEventListener('pointerleave', onLeave)
      el.removeEventListener('focus', onFocus)
      el.removeEventListener('blur', onBlur)
      el.removeEventListener('pointerdown', onPress)
      el.removeEventListener('keydown', onPress)
      current.current.close(true)
    }
  }, [triggerRef])

  // Escape hides an open tooltip wherever focus is (and still does what it does there, e.g. close a dialog).
  useEffect(() => {
    if (!state.isOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') current.current.close(true)
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [state.isOpen])

  return null
}

const Tip = styled(Tooltip)`
  z-index: ${({ theme }) => theme.zIndices.toast + 10};
  max-width: min(20rem, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
  pointer-events: none;
`

// Icon-only controls (menu toggles, close buttons, hearts, social links): a centred square
// or disc. The control carries the accessible name (aria-label); the icon is decorative.
// Every one shows its name in a tooltip on hover and keyboard focus (icon-tooltip.tsx, React
// Aria's Tooltip). The header's buttons are on every page, so the tooltip's code is not in the
// first visit: the control is drawn as a plain button or link and the tooltip is loaded and
// attached on the first pointerenter or focus (the control itself is never re-mounted).
import { lazy, Suspense, useRef, useState, type ComponentPropsWithRef, type ComponentType, type FocusEvent, type PointerEvent, type Ref } from 'react'
import styled, { css } from 'styled-components'
import type { IconTooltipProps } from './icon-tooltip'

// A tooltip that cannot be loaded (offline, a new deployment) is left out; the control still works.
const IconTooltip = lazy<ComponentType<IconTooltipProps>>(() =>
  import('./icon-tooltip').then(
    (m) => ({ default: m.IconTooltip }),
    () => ({ default: () => null }),
  ),
)

export interface IconControlProps {
  /** Width and height in rem. */
  $size?: number
  $round?: boolean
  /** outline: bordered on white; ghost: no border or background until hovered. */
  $variant?: 'outline' | 'ghost'
}

export const iconControl = css<IconControlProps>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 2.5 }) => $size}rem;
  height: ${({ $size = 2.5 }) => $size}rem;
  padding: 0;
  border: ${({ theme, $variant = 'outline' }) => ($variant === 'outline' ? `1px solid ${theme.colors.border}` : '0')};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.full : theme.radii.md)};
  background: ${({ theme, $variant = 'outline' }) => ($variant === 'outline' ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $variant = 'outline' }) => ($variant === 'outline' ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`

/**
 * The tooltip of an icon-only control that is not an IconButton or IconLink (e.g. a router Link):
 * put `setRef` as its ref, call `arm` on its pointerenter and focus, and render `tooltip` beside it.
 */
export function useIconTooltip<E extends HTMLElement>(ref: Ref<E> | undefined, label: string | undefined) {
  const own = useRef<E | null>(null)
  const [armed, setArmed] = useState(false)
  const setRef = (el: E | null) => {
    own.current = el
    if (typeof ref === 'function') return ref(el)
    if (ref) ref.current = el
  }
  const arm = () => {
    if (label && !armed) setArmed(true)
  }
  const tooltip =
    armed && label ? (
      <Suspense fallback={null}>
        <IconTooltip triggerRef={own} label={label} />
      </Suspense>
    ) : null
  return { setRef, arm, tooltip }
}

/** A plain button (no look of its own) that shows its aria-label in a tooltip. */
export function TooltipButton({ ref, onPointerEnter, onFocus, ...props }: ComponentPropsWithRef<'button'>) {
  const { setRef, arm, tooltip } = useIconTooltip(ref, props['aria-label'])
  return (
    <>
      <button
        ref={setRef}
        onPointerEnter={(e: PointerEvent<HTMLButtonElement>) => {
          arm()
          onPointerEnter?.(e)
        }}
        onFocus={(e: FocusEvent<HTMLButtonElement>) => {
          arm()
          onFocus?.(e)
        }}
        {...props}
      />
      {tooltip}
    </>
  )
}

function TooltipLink({ ref, onPointerEnter, onFocus, ...props }: ComponentPropsWithRef<'a'>) {
  const { setRef, arm, tooltip } = useIconTooltip(ref, props['aria-label'])
  return (
    <>
      <a
        ref={setRef}
        onPointerEnter={(e: PointerEvent<HTMLAnchorElement>) => {
          arm()
          onPointerEnter?.(e)
        }}
        onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
          arm()
          onFocus?.(e)
        }}
        {...props}
      />
      {tooltip}
    </>
  )
}

export const IconButton = styled(TooltipButton).attrs<IconControlProps>((p) => ({ type: p.type ?? 'button' }))<IconControlProps>`
  ${iconControl}
`

export const IconLink = styled(TooltipLink)<IconControlProps>`
  ${iconControl}
`

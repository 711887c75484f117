// A button that opens a menu of actions (WAI-ARIA menu button), on React Aria's MenuTrigger,
// Menu and MenuItem: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
// arrows, Home and End move; typing letters moves to the item that starts with them (several
// letters typed in a row make one search); Escape closes it and focus returns to the button;
// Tab closes it and focus moves on to the element after the button. The menu is drawn in a
// popover (a portal placed next to the button) so that a scrolling table does not clip it.
// The button shows its name in a tooltip on hover and keyboard focus, like every icon button.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useNavigate } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { MoreIcon } from './icons'
import { iconControl } from './icon-button'
import { IconTooltip } from './icon-tooltip'

export interface MenuAction {
  label: string
  icon?: ReactNode
  /** A route of the app, opened like a link. */
  to?: string
  /** An outside address, opened in a new tab. */
  href?: string
  onSelect?: () => void
  destructive?: boolean
}

interface ActionMenuProps {
  /** Accessible name of the button, e.g. "Actions for Navigli Software". */
  label: string
  items: readonly (MenuAction | false | null | undefined)[]
}

const MENU_WIDTH = 224

export function ActionMenu({ label, items }: ActionMenuProps) {
  const actions = items.filter((i): i is MenuAction => !!i)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // The chosen action runs once the menu has closed and focus is back on the button, so that
  // a dialog the action opens returns focus there when it closes.
  const [chosen, setChosen] = useState<MenuAction | null>(null)
  const navigate = useNavigate()
  // Tab from the open menu: which way focus moves on once the menu has closed (see onKeyDownCapture below).
  const tabbedOut = useRef<'forward' | 'backward' | null>(null)

  useEffect(() => {
    if (open || !tabbedOut.current) return
    const direction = tabbedOut.current
    tabbedOut.current = null
    const button = buttonRef.current
    if (!button) return
    // Tab moves on to the element after the button (the menu sits right after it); Shift+Tab goes back to the button.
    const next = direction === 'forward' ? nextTabbable(button) : button
    ;(next ?? button).focus()
  }, [open])

  useEffect(() => {
    if (open || !chosen) return
    setChosen(null)
    buttonRef.current?.focus()
    if (chosen.to) void navigate(chosen.to)
    else if (chosen.href) window.open(chosen.href, '_blank', 'noopener,noreferrer')
    chosen.onSelect?.()
  }, [open, chosen, navigate])

  return (
    <>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Trigger ref={buttonRef} aria-label={label} $size={2.25}>
          <MoreIcon size={18} />
        </Trigger>
        <MenuPopover placement="bottom end" offset={4} containerPadding={8}>
          {/* The popover keeps focus inside it while open (React Aria), so Tab is taken here, before it:
              the menu closes, then focus moves on (the effect above, once the page is no longer inert). */}
          <div
            onKeyDownCapture={(e) => {
              if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return
              e.preventDefault()
              e.stopPropagation()
              tabbedOut.current = e.shiftKey ? 'backward' : 'forward'
              setOpen(false)
            }}
          >
            <StyledMenu
              aria-label={label}
              onAction={(key) => {
                const action = actions.find((a) => a.label === key)
                if (action) setChosen(action)
              }}
            >
              {actions.map((a) => (
                <Item key={a.label} id={a.label} textValue={a.label} $destructive={a.destructive}>
                  {a.icon}
                  {a.label}
                </Item>
              ))}
            </StyledMenu>
          </div>
        </MenuPopover>
      </MenuTrigger>
      <IconTooltip triggerRef={buttonRef} label={label} />
    </>
  )
}

const TABBABLE = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable="true"]'

/** The first element after `from` in the page's tab order (elements with a positive tabindex are not used here). */
function nextTabbable(from: HTMLElement): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (!(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) || from.contains(el)) continue
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert], [hidden]')) continue
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    return el
  }
  return null
}

const Trigger = styled(Button)<{ $size?: number }>`
  ${iconControl}

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

const MenuPopover = styled(Popover)`
  overflow: auto;
  z-index: ${({ theme }) => theme.zIndices.drawer + 5};
  width: ${MENU_WIDTH}px;
  max-width: calc(100vw - 16px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`

const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`

const Item = styled(MenuItem)<{ $destructive?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  svg {
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  ${({ $destructive }) =>
    $destructive &&
    css`
      color: ${({ theme }) => theme.colors.danger};

      svg {
        color: ${({ theme }) => theme.colors.danger};
      }
    `}
`

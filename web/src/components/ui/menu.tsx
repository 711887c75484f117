// A button that opens a menu of actions (WAI-ARIA menu button): Enter, Space or ArrowDown
// open it on the first item, ArrowUp on the last; arrows, Home and End move; Escape or Tab
// close it and focus returns to the button. The menu is drawn in a portal with fixed
// coordinates (kept next to the button while the page scrolls) so that a scrolling table
// does not clip it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { MoreIcon } from './icons'
import { IconButton } from './icon-button'

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
  const [active, setActive] = useState(0)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])
  const navigate = useNavigate()
  const menuId = useId()

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const close = (refocus = true) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  // Place the menu under the button (or above it when there is no room below).
  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return
    const place = () => {
      const r = buttonRef.current!.getBoundingClientRect()
      const height = menuRef.current?.offsetHeight ?? 0
      const below = r.bottom + 4
      const top = below + height > window.innerHeight - 8 && r.top - height - 4 > 8 ? r.top - height - 4 : below
      const left = Math.max(8, Math.min(r.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8))
      setPosition({ top, left })
    }
    place()
    // The menu follows its button when the page or a container scrolls.
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
    }
  }, [open])

  useEffect(() => {
    if (open && position) itemRefs.current[active]?.focus()
  }, [open, position, active])

  // A click anywhere else closes it.
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) close(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const select = (a: MenuAction) => {
    // Focus goes back to the button first, so that a dialog opened by the action returns it there.
    close()
    if (a.to) void navigate(a.to)
    else if (a.href) window.open(a.href, '_blank', 'noopener,noreferrer')
    a.onSelect?.()
  }

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      openAt(0)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openAt(actions.length - 1)
    }
  }

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1
    const move = (i: number) => {
      e.preventDefault()
      setActive(i)
    }
    switch (e.key) {
      case 'ArrowDown':
        return move(active === last ? 0 : active + 1)
      case 'ArrowUp':
        return move(active === 0 ? last : active - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(last)
      case 'Escape':
        e.preventDefault()
        e.stopPropagation()
        return close()
      case 'Tab':
        e.preventDefault()
        return close()
      default: {
        // Type-ahead: the next item starting with the typed letter.
        if (e.key.length !== 1) return
        const key = e.key.toLowerCase()
        const order = [...actions.keys()].map((k) => (active + 1 + k) % actions.length)
        const hit = order.find((i) => actions[i].label.toLowerCase().startsWith(key))
        if (hit !== undefined) move(hit)
      }
    }
  }

  return (
    <>
      <Trigger
        ref={buttonRef}
        $size={2.25}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <MoreIcon size={18} />
      </Trigger>
      {open
        ? createPortal(
            <Menu
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={label}
              style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
              onKeyDown={onMenuKey}
            >
              {actions.map((a, i) => (
                <Item
                  key={a.label}
                  ref={(el: HTMLButtonElement | null) => {
                    itemRefs.current[i] = el
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={i === active ? 0 : -1}
                  $destructive={a.destructive}
                  onClick={() => select(a)}
                  onMouseEnter={() => setActive(i)}
                >
                  {a.icon}
                  {a.label}
                </Item>
              ))}
            </Menu>,
            document.body,
          )
        : null}
    </>
  )
}

const Trigger = styled(IconButton)`
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

const Menu = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.drawer + 5};
  display: flex;
  flex-direction: column;
  width: ${MENU_WIDTH}px;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`

const Item = styled.button<{ $destructive?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  svg {
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover,
  &:focus {
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

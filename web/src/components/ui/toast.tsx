// Notifications: one toast at a time, closed after 5 s, by Escape or its close button while focused,
// or by swiping it 50 px to the right. The clock stops while the pointer is over the toast or focus is
// inside it. F8 moves focus to the toast (to the notification region when there is none). A toast may
// carry one action (an "Undo"): a button that runs it and closes the toast.
//
// Errors are announced at once (role alert), everything else politely (role status): two live regions
// that are always in the page, so that a toast put in one is read. When a toast that holds the focus
// closes, the focus goes to the toast that replaces it, else back to where it was before it entered the
// region, else to the main content: never to <body>.
//
// Hand-written, not React Aria's UNSTABLE_Toast (docs/decisions.md): the region is on every page's
// entry path, and React Aria's toast reads every toast as an alert.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import styled, { css, keyframes } from 'styled-components'
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons'
import { Button } from './button'
import { IconButton } from './icon-button'

type ToastVariant = 'default' | 'destructive' | 'success'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it closes by itself. */
  duration?: number
  /** One button in the toast ("Undo"): it runs `onAction` and closes the toast. */
  action?: ToastAction
}

interface ToastAction {
  readonly label: string
  readonly onAction: () => void
}

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number
  description?: string
  action?: ToastAction
}

interface ToastApi {
  toast: (options: ToastOptions) => void
  dismiss: () => void
}

const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

// useLayoutEffect warns when rendered on the server; the region has no toast there anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null)
  const nextId = useRef(1)
  const regionRef = useRef<HTMLElement>(null)
  /** Set when the toast that goes away holds the focus: the focus is put back once it is gone. */
  const focusLost = useRef(false)
  const noteFocus = () => {
    if (regionRef.current?.contains(document.activeElement)) focusLost.current = true
  }

  const toast = useCallback((o: ToastOptions) => {
    noteFocus()
    setCurrent({
      id: nextId.current++,
      title: o.title,
      description: o.description,
      variant: o.variant ?? 'default',
      duration: o.duration ?? TOAST_DURATION_MS,
      action: o.action,
    })
  }, [])
  const dismiss = useCallback(() => {
    noteFocus()
    setCurrent(null)
  }, [])
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport regionRef={regionRef} focusLost={focusLost} current={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

interface ViewportProps {
  regionRef: RefObject<HTMLElement | null>
  focusLost: RefObject<boolean>
  current: ToastItem | null
  onDismiss: () => void
}

function ToastViewport({ regionRef, focusLost, current, onDismiss }: ViewportProps) {
  /** Where the focus was before it entered the region. */
  const returnTo = useRef<HTMLElement | null>(null)
  const toastRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return
      e.preventDefault()
      const region = regionRef.current
      if (!region) return
      const active = document.activeElement
      if (active instanceof HTMLElement && active !== document.body && !region.contains(active)) returnTo.current = active
      ;(toastRef.current ?? region).focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [regionRef])

  useClientLayoutEffect(() => {
    if (!focusLost.current) return
    focusLost.current = false
    if (regionRef.current?.contains(document.activeElement)) return
    if (toastRef.current) return toastRef.current.focus()
    const back = returnTo.current
    returnTo.current = null
    if (back?.isConnected && !back.closest('[inert]')) return back.focus()
    document.getElementById('main-content')?.focus()
  }, [current])

  // Once the page runs, the region lives at the end of <body>, marked as React Aria's top layer: a
  // modal dialog makes the rest of the page inert, and a toast raised while it is open (a refused
  // save) is still shown and read. On the server and in the hydrating render it stays in place, where
  // the server drew it.
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => setHost(document.body), [])

  const toastEl = current ? <Toast key={current.id} ref={toastRef} item={current} onDismiss={onDismiss} /> : null
  const region = (
    <Region
      data-react-aria-top-layer={host ? true : undefined}
      ref={regionRef}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      onFocus={(e) => {
        const from = e.relatedTarget
        if (from instanceof HTMLElement && !e.currentTarget.contains(from)) returnTo.current = from
      }}
    >
      <div role="status">{current && current.variant !== 'destructive' ? toastEl : null}</div>
      <div role="alert">{current?.variant === 'destructive' ? toastEl : null}</div>
    </Region>
  )
  return host ? createPortal(region, host) : region
}

interface ToastProps {
  ref: RefObject<HTMLDivElement | null>
  item: ToastItem
  onDismiss: () => void
}

function Toast({ ref, item, onDismiss }: ToastProps) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [offset, setOffset] = useState(0)
  const remaining = useRef(item.duration)
  const startX = useRef<number | null>(null)
  const paused = hovered || focused || dragging

  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = window.setTimeout(onDismiss, remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, onDismiss])

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button, a')) return
    startX.current = e.clientX
    e.currentTarget.setPointerCapture(e.pointerId)
    setDragging(true)
  }
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return
    setOffset(Math.max(0, e.clientX - startX.current))
  }
  const onPointerEnd = () => {
    if (startX.current === null) return
    startX.current = null
    if (offset >= SWIPE_THRESHOLD_PX) {
      onDismiss()
    } else {
      setOffset(0)
      setDragging(false)
    }
  }
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    e.stopPropagation()
    onDismiss()
  }

  const Icon = item.variant === 'destructive' ? AlertIcon : item.variant === 'success' ? CheckCircleIcon : InfoIcon

  return (
    <Item
      ref={ref}
      tabIndex={-1}
      $variant={item.variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      onKeyDown={onKeyDown}
      data-paused={paused || undefined}
    >
      <IconSlot $variant={item.variant}>
        <Icon size={20} />
      </IconSlot>
      <Content>
        <Title>{item.title}</Title>
        {item.description ? <Description>{item.description}</Description> : null}
        {item.action ? (
          <ActionButton
            $variant="outline"
            $size="sm"
            onClick={() => {
              onDismiss()
              item.action?.onAction()
            }}
          >
            {item.action.label}
          </ActionButton>
        ) : null}
      </Content>
      <Close $variant="ghost" $size={1.75} aria-label="Close notification" onClick={onDismiss}>
        <CloseIcon size={16} />
      </Close>
    </Item>
  )
}

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: 0;
  bottom: 0;
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[4]};
  pointer-events: none;
  outline: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -6px;
  }
`

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1rem)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`

const variantStyles = {
  default: css`
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    border-color: #86efac;
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
}

const Item = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} 200ms ease-out;
  ${({ $variant }) => variantStyles[$variant]}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const IconSlot = styled.span<{ $variant: ToastVariant }>`
  display: inline-flex;
  margin-top: 1px;
  color: ${({ theme, $variant }) =>
    $variant === 'destructive' ? '#fff' : $variant === 'success' ? theme.colors.success : theme.colors.primary};
`

const Content = styled.div`
  flex: 1;
  min-width: 0;
`

const Title = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Description = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.92;
  overflow-wrap: anywhere;
`

const ActionButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space[2]};
`

const Close = styled(IconButton)`
  margin: -0.25rem -0.25rem 0 0;
  color: inherit;

  &:hover:not(:disabled) {
    background: rgba(127, 127, 127, 0.18);
    color: inherit;
  }
`

/**
 * Runs a request and reports it the back-office way (admin-back-office.md §8): a 'Success' toast with
 * `success`, or an 'Error' toast with the server's message, else `failure`. Answers whether it worked.
 */
export function useReportedAction() {
  const { toast } = useToast()
  return useCallback(
    async (request: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await request()
        toast({ title: 'Success', description: success, variant: 'success' })
        return true
      } catch (e) {
        toast({ title: 'Error', description: e instanceof Error && e.message ? e.message : failure, variant: 'destructive' })
        return false
      }
    },
    [toast],
  )
}

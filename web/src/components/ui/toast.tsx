// Notifications: one toast at a time, closed after 5 s (paused while hovered or
// focused), by its close button, or by swiping it 50 px to the right. F8 moves
// focus to the notification region. A toast may carry one action (an "Undo"): a
// button that runs it and closes the toast.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react'
import styled, { css, keyframes } from 'styled-components'
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons'
import { Button } from './button'
import { IconButton } from './icon-button'
import { stacked } from './stack'

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null)
  const nextId = useRef(1)

  const toast = useCallback((o: ToastOptions) => {
    setCurrent({
      id: nextId.current++,
      title: o.title,
      description: o.description,
      variant: o.variant ?? 'default',
      duration: o.duration ?? TOAST_DURATION_MS,
      action: o.action,
    })
  }, [])
  const dismiss = useCallback(() => setCurrent(null), [])
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport current={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

function ToastViewport({ current, onDismiss }: { current: ToastItem | null; onDismiss: () => void }) {
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault()
        regionRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <Region ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      <List aria-live="polite" aria-relevant="additions text">
        {current ? <Toast key={current.id} item={current} onDismiss={onDismiss} /> : null}
      </List>
    </Region>
  )
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const remaining = useRef(item.duration)
  const startX = useRef<number | null>(null)

  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = window.setTimeout(onDismiss, remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, onDismiss])

  const onPointerDown = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button, a')) return
    startX.current = e.clientX
    e.currentTarget.setPointerCapture(e.pointerId)
    setPaused(true)
  }
  const onPointerMove = (e: ReactPointerEvent<HTMLLIElement>) => {
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
      setPaused(false)
    }
  }

  const Icon = item.variant === 'destructive' ? AlertIcon : item.variant === 'success' ? CheckCircleIcon : InfoIcon

  return (
    <Item
      $variant={item.variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => startX.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused(false)}
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

const List = styled.ol`
  ${stacked(2)}
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

const Item = styled.li<{ $variant: ToastVariant }>`
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

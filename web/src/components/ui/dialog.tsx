// Modal dialog: role=dialog with aria-modal, labelled by its title; focus moves in when it
// opens, Tab and Shift+Tab stay inside, Escape closes, and focus returns to the element that
// opened it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { Button } from './button'
import { CloseIcon } from './icons'
import { IconButton } from './icon-button'
import { PendingButton } from './pending-button'
import { mutedSmall } from './text'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const focusablesIn = (el: HTMLElement): HTMLElement[] =>
  [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent !== null || e === document.activeElement)

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Maximum width in px (admin-back-office.md §9: 500, 600 or 650). */
  width?: 500 | 600 | 650
  /** The element to focus first; otherwise the first field or button of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** While true (a request is running) Escape and the close button do nothing. */
  busy?: boolean
}

export function Dialog({ open, ...rest }: DialogProps) {
  if (!open) return null
  return createPortal(<DialogPanel {...rest} />, document.body)
}

function DialogPanel({ onClose, title, description, children, width = 500, initialFocusRef, busy }: Omit<DialogProps, 'open'>) {
  const titleId = useId()
  const descriptionId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = initialFocusRef?.current ?? (bodyRef.current && focusablesIn(bodyRef.current)[0]) ?? panelRef.current
    first?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      // Back to the opener (a row menu gives focus to its button before it opens a dialog).
      if (opener?.isConnected) opener.focus()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on open and close.
  }, [])

  const close = () => {
    if (!busy) onClose()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      close()
      return
    }
    if (e.key !== 'Tab' || !panelRef.current) return
    const items = focusablesIn(panelRef.current)
    if (items.length === 0) {
      e.preventDefault()
      return
    }
    const firstItem = items[0]
    const lastItem = items[items.length - 1]
    if (e.shiftKey && (document.activeElement === firstItem || document.activeElement === panelRef.current)) {
      e.preventDefault()
      lastItem.focus()
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault()
      firstItem.focus()
    }
  }

  return (
    <Backdrop
      onMouseDown={(e) => (pressedOnBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (pressedOnBackdrop.current && e.target === e.currentTarget) close()
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          <Close $variant="ghost" $size={2.25} aria-label="Close dialog" onClick={close} disabled={busy}>
            <CloseIcon size={18} />
          </Close>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
      </Panel>
    </Backdrop>
  )
}

/** The buttons row at the bottom of a dialog. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};

  > * {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`

interface ConfirmDialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  confirmLabel: string
  /** Shown on the confirm button while the action runs ('Deleting...'). */
  pendingLabel: string
  onConfirm: () => Promise<unknown>
  destructive?: boolean
}

/** "Are you sure?": Cancel and a confirm button (red for destructive actions) that shows its pending label. */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, pendingLabel, onConfirm, destructive = true }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog open={open} onClose={onClose} title={title} description={children} initialFocusRef={cancelRef} busy={pending}>
      <DialogFooter>
        <Button ref={cancelRef} $variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <PendingButton $variant={destructive ? 'destructive' : 'primary'} onClick={confirm} pending={pending} pendingLabel={pendingLabel}>
          {confirmLabel}
        </PendingButton>
      </DialogFooter>
    </Dialog>
  )
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer + 10};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: rgba(15, 23, 42, 0.55);

  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space[8]};
  }
`

const Panel = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  margin: auto 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]} 0;
  }
`

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Description = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  ${mutedSmall}

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`

const Body = styled.div`
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Close = styled(IconButton)`
  margin: -0.25rem -0.5rem 0 0;
`

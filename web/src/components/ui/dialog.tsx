// Modal dialog on React Aria Components (issue 20): role=dialog (alertdialog for a destructive
// confirmation), labelled by its title; focus moves in when it opens, Tab and Shift+Tab stay
// inside (RAC's FocusScope), the page behind is inert while it is open (RAC's Modal marks every
// sibling of the dialog `inert`, but for the notifications, React Aria's top layer), Escape closes it, focus returns to the element that opened it,
// and F8 (the notifications' shortcut) does not take focus out of it.
// ModalFrame holds the modal behaviour; Dialog draws the title, the close button and the body in it. (The
// first-visit onboarding overlay cannot load React Aria within the first visit's budget: it is a native <dialog>.)
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Dialog as RacDialog, Modal, ModalOverlay } from 'react-aria-components'
import styled from 'styled-components'
import { Button } from './button'
import { CloseIcon } from './icons'
import { IconButton } from './icon-button'
import { holdF8 } from './modal-guard'
import { PendingButton } from './pending-button'
import { mutedSmall } from './text'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const firstFocusableIn = (el: HTMLElement): HTMLElement | undefined =>
  [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].find((e) => e.offsetParent !== null)

interface ModalFrameProps {
  /** Escape, and a press on the backdrop when `dismissable`. */
  onClose: () => void
  /** A press on the backdrop closes (a stray tap should not close the onboarding). */
  dismissable?: boolean
  /** While true (a request is running) Escape and a press on the backdrop do nothing. */
  busy?: boolean
  role?: 'dialog' | 'alertdialog'
  labelledBy: string
  describedBy?: string
  /** The element to focus first; otherwise the first field or button of `initialFocusWithin`, or the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>
  initialFocusWithin?: RefObject<HTMLElement | null>
  /** The panel's maximum width in px. */
  width: number
  /** Other looks: styled(ModalBackdrop) and styled(ModalPanel). */
  backdrop?: typeof ModalBackdrop
  panel?: typeof ModalPanel
  children: ReactNode
}

/** The modal: backdrop, inert page, focus scope, Escape, F8 kept inside. Mounted while open. */
function ModalFrame({ onClose, dismissable = true, busy = false, role = 'dialog', labelledBy, describedBy, initialFocusRef, initialFocusWithin, width, backdrop: Backdrop = ModalBackdrop, panel: Panel = ModalPanel, children }: ModalFrameProps) {
  return (
    <Backdrop
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose()
      }}
      isDismissable={dismissable && !busy}
      isKeyboardDismissDisabled={busy}
    >
      <Panel $width={width}>
        <PanelDialog role={role} aria-labelledby={labelledBy} aria-describedby={describedBy}>
          <InitialFocus initialFocusRef={initialFocusRef} initialFocusWithin={initialFocusWithin} />
          {children}
        </PanelDialog>
      </Panel>
    </Backdrop>
  )
}

/**
 * Focus in on open (RAC would focus the dialog itself): runs before RAC's own effect, which then leaves it.
 * And F8, the shortcut to the notifications, is swallowed while a modal is open: it would take focus out of it.
 */
function InitialFocus({ initialFocusRef, initialFocusWithin }: Pick<ModalFrameProps, 'initialFocusRef' | 'initialFocusWithin'>) {
  useEffect(() => {
    const within = initialFocusWithin?.current
    const first = initialFocusRef?.current ?? (within ? firstFocusableIn(within) : undefined)
    first?.focus()

    return holdF8()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on open and close.
  }, [])
  return null
}

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
  /** alertdialog: a confirmation of a destructive action (WAI-ARIA APG). */
  role?: 'dialog' | 'alertdialog'
}

export function Dialog({ open, ...rest }: DialogProps) {
  if (!open) return null
  return <DialogPanel {...rest} />
}

function DialogPanel({ onClose, title, description, children, width = 500, initialFocusRef, busy, role }: Omit<DialogProps, 'open'>) {
  const titleId = useId()
  const descriptionId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)

  return (
    <ModalFrame
      onClose={onClose}
      busy={busy}
      role={role}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      initialFocusRef={initialFocusRef}
      initialFocusWithin={bodyRef}
      width={width}
    >
      <Header>
        <div>
          <Title id={titleId}>{title}</Title>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
        </div>
        <Close $variant="ghost" $size={2.25} aria-label="Close dialog" onClick={() => !busy && onClose()} disabled={busy}>
          <CloseIcon size={18} />
        </Close>
      </Header>
      <Body ref={bodyRef}>{children}</Body>
    </ModalFrame>
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
    <Dialog open={open} onClose={onClose} title={title} description={children} initialFocusRef={cancelRef} busy={pending} role={destructive ? 'alertdialog' : 'dialog'}>
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

interface SheetProps {
  open: boolean
  /** Escape, the close button and a press on the backdrop. */
  onClose: () => void
  title: string
  children: ReactNode
  /** Stays at the bottom of the sheet while its body scrolls (the sheet's main action). */
  footer: ReactNode
}

/**
 * A modal sheet over the page on a small screen (issue 23: the directory's filters): the title and a close
 * button at the top, a body that scrolls, and a footer that stays at the bottom. Modal as Dialog: focus
 * moves in and stays in, the page behind is inert, Escape closes it, focus returns to the opener.
 */
export function Sheet({ open, onClose, title, children, footer }: SheetProps) {
  const titleId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)
  if (!open) return null
  return (
    <ModalFrame onClose={onClose} labelledBy={titleId} initialFocusWithin={bodyRef} width={480} backdrop={SheetBackdrop} panel={SheetPanel}>
      <SheetLayout>
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close $variant="ghost" $size={2.25} aria-label={`Close ${title.toLowerCase()}`} onClick={onClose}>
            <CloseIcon size={18} />
          </Close>
        </Header>
        <SheetBody ref={bodyRef}>{children}</SheetBody>
        <SheetFooter>{footer}</SheetFooter>
      </SheetLayout>
    </ModalFrame>
  )
}

/** The backdrop: RAC's ModalOverlay, fixed over the page. */
const ModalBackdrop = styled(ModalOverlay)`
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

/** The panel: RAC's Modal (it holds the role=dialog element). */
const ModalPanel = styled(Modal)<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  margin: auto 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`

const PanelDialog = styled(RacDialog)`
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

const SheetBackdrop = styled(ModalBackdrop)`
  align-items: stretch;
  justify-content: flex-end;
  padding: 0;
  overflow: hidden;

  ${({ theme }) => theme.media.sm} {
    align-items: stretch;
    padding: 0;
  }
`

const SheetPanel = styled(ModalPanel)`
  display: flex;
  height: 100%;
  margin: 0;
  border-radius: 0;

  > * {
    flex: 1;
    min-width: 0;
  }
`

const SheetLayout = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`

const SheetBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
`

const SheetFooter = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  > * {
    flex: 1;
  }
`

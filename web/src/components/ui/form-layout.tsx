import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from './button'
import { PendingButton } from './pending-button'

/** A form whose fields stack with an even gap. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

/** Two fields side by side from the sm breakpoint up. */
export const FormRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

/** A form's buttons, the main one last: on the right; on phones each fills its row, the main one on top. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`

interface CancelAndSubmitProps {
  /** A Cancel link or button of the screen's own; without it, `onCancel` makes a Cancel button. */
  cancel?: ReactNode
  /** What Cancel does (closing a dialog); the button is disabled while the request runs. */
  onCancel?: () => void
  pending: boolean
  /** What the submit button says while the request runs ('Saving...'). */
  pendingLabel: string
  /** 'destructive' for a submit that rejects. */
  $variant?: 'destructive'
  /** What the submit button says. */
  children: ReactNode
}

/** A form's Cancel and its submit button, for a FormActions row or a dialog's footer. */
export function CancelAndSubmit({ cancel, onCancel, pending, pendingLabel, $variant, children }: CancelAndSubmitProps) {
  return (
    <>
      {cancel ??
        (onCancel ? (
          <Button $variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null)}
      <PendingButton type="submit" $variant={$variant} pending={pending} pendingLabel={pendingLabel}>
        {children}
      </PendingButton>
    </>
  )
}

import type { ComponentProps, ReactNode } from 'react'
import { Button } from './button'
import { Spinner } from './spinner'

type PendingButtonProps = ComponentProps<typeof Button> & {
  pending: boolean
  /** What the button says while its request runs ('Saving...'). */
  pendingLabel: string
  children: ReactNode
}

/** A button that is disabled and shows a spinner with its pending label while a request runs. */
export function PendingButton({ pending, pendingLabel, children, disabled, ...rest }: PendingButtonProps) {
  return (
    <Button {...rest} disabled={pending || disabled}>
      {pending ? (
        <>
          <Spinner $size={16} />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}

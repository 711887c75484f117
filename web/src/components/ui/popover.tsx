// A button that opens a non-modal panel next to it (a disclosure with a dialog in a popover), on React Aria's
// DialogTrigger, Popover and Dialog: Enter or Space opens it and focus moves in; Escape or a press outside
// closes it and focus returns to the button. The panel is labelled by its title. The notification centre uses it.
import type { ReactNode } from 'react'
import { Button as RacButton, Dialog as RacDialog, DialogTrigger, Heading, Popover as RacPopover } from 'react-aria-components'
import styled from 'styled-components'
import { iconControl } from './icon-button'

interface PopoverButtonProps {
  /** The button's accessible name ("Notifications, 3 unread"). */
  label: string
  /** What the button shows (an icon and a badge). */
  button: ReactNode
  title: string
  width?: number
  /** The panel's content; a function is given `close` (a link in the panel closes it as it leads away). */
  children: ReactNode | ((close: () => void) => ReactNode)
  onOpenChange?: (open: boolean) => void
}

export function PopoverButton({ label, button, title, width = 360, children, onOpenChange }: PopoverButtonProps) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Trigger aria-label={label} $size={2.5} $variant="ghost">{button}</Trigger>
      <Panel placement="bottom end" offset={8} style={{ width }}>
        <RacDialog aria-label={title}>
          {({ close }) => (
            <>
              <Title slot="title">{title}</Title>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </RacDialog>
      </Panel>
    </DialogTrigger>
  )
}

const Trigger = styled(RacButton)<{ $size: number; $variant: 'ghost' }>`
  ${iconControl}
  position: relative;
`

const Panel = styled(RacPopover)`
  z-index: ${({ theme }) => theme.zIndices.drawer + 5};
  max-width: calc(100vw - 16px);
  max-height: min(480px, calc(100vh - 96px));
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  [role='dialog'] {
    outline: none;
  }
`

const Title = styled(Heading)`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

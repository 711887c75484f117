// In place of the Press Kits tab for readers who are not media users: 'Request Media Access'
// (an optional message, in a dialog), then 'Request pending' until an admin decides.
import { useState } from 'react'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { TextAreaField } from '../../../components/ui/field'
import { CancelAndSubmit } from '../../../components/ui/form-layout'
import { ClockIcon } from '../../../components/ui/icons'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { requestMediaAccess, useMyAccessRequest } from '../api/media-access'
import { KeyIcon } from './media-icons'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

/** `manager`: the user manages companies, which a media account cannot do. */
export function MediaAccessPrompt({ manager = false }: { manager?: boolean }) {
  const { data, error, mutate } = useMyAccessRequest(true)
  const [open, setOpen] = useState(false)
  const request = data?.request ?? null
  const pending = request?.status === 'pending'

  return (
    <Box aria-labelledby="media-access-title">
      <Icon aria-hidden="true">
        <KeyIcon size={22} />
      </Icon>
      <Text>
        <h2 id="media-access-title">Press kits are for media professionals</h2>
        {pending ? (
          <p>
            <Badge $tone="warning">
              <ClockIcon />
              Request pending
            </Badge>{' '}
            You asked for media access on {formatDate(request.createdAt)}. An administrator reviews your request; once it is approved, log in again to open the
            Press Kits tab.
          </p>
        ) : (
          <p>
            Journalists and media users download company press kits and help moderate press releases.
            {request?.status === 'rejected' ? ' Your last request was declined; you can ask again with more details.' : ''}
          </p>
        )}
      </Text>
      {!pending && data ? (
        <Button $variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Request Media Access
        </Button>
      ) : null}
      {error ? <ErrorText role="alert">{errorMessage(error)}</ErrorText> : null}
      <RequestDialog open={open} manager={manager} onClose={() => setOpen(false)} onSent={() => mutate()} />
    </Box>
  )
}

function RequestDialog({ open, manager, onClose, onSent }: { open: boolean; manager: boolean; onClose: () => void; onSent: () => Promise<unknown> }) {
  const { toast } = useToast()
  const [message, setMessage] = useState('')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()

  const close = () => {
    setFailure(undefined)
    onClose()
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Request Media Access"
      description={
        <>
          <p>Tell us who you write for. An administrator reviews your request; approved users become media users and can read press kits.</p>
          {manager ? <p>Please note: a media account cannot manage companies. If it is approved, your company management access ends.</p> : null}
        </>
      }
      busy={pending}
    >
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          setPending(true)
          setFailure(undefined)
          try {
            await requestMediaAccess(message)
            await onSent()
            toast({ title: 'Request sent', description: 'Your request for media access is pending review.', variant: 'success' })
            setMessage('')
            onClose()
          } catch (err) {
            setFailure(errorMessage(err))
          } finally {
            setPending(false)
          }
        }}
      >
        <TextAreaField
          label="Message"
          optional
          rows={4}
          maxLength={FIELD_LENGTHS.media.accessMessage}
          value={message}
          placeholder="For example: I cover renewable energy for a trade magazine."
          onChange={(e) => setMessage(e.target.value)}
          error={failure}
        />
        <DialogFooter>
          <CancelAndSubmit onCancel={close} pending={pending} pendingLabel="Sending...">
            Send request
          </CancelAndSubmit>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid #bfdbfe;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`

const Icon = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`

const Text = styled.div`
  flex: 1 1 16rem;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

// "Prove your domain" on the manager's company edit page (issue 22, docs/ubiquitous-language/domain-proof.md):
// a code mailed to an address at the website's domain, typed back here. Loaded on its own, after the form.
import { Fragment, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { Field, FieldError, Input, TextField } from '../../../components/ui/field'
import { PendingButton } from '../../../components/ui/pending-button'
import { Muted, SectionCard } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { Cluster } from '../../../components/ui/stack'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { formatDate, formatDateTime } from '../../../lib/format'
import { DOMAIN_CODE_LENGTH, DOMAIN_CODE_VALID_MINUTES, EMAIL_MAX_LENGTH } from '../../../../../src/adapters/http/contract'
import { confirmDomainCode, requestDomainCode, useDomainProof, type DomainProofState } from '../api/domain-proof'

const HEADING_ID = 'domain-proof-heading'

export default function DomainProofSection({ companyId }: { companyId: number }) {
  const { data, error, mutate } = useDomainProof(companyId)
  return (
    <Section title="Prove your domain" id={HEADING_ID}>
      {error ? (
        <Callout tone="danger" title="Could not load the domain proof" action={<Button $size="sm" $variant="outline" onClick={() => void mutate()}>Try again</Button>}>
          {errorMessage(error)}
        </Callout>
      ) : !data ? (
        <LoadingState label="Loading the domain proof..." />
      ) : (
        <DomainProof companyId={companyId} state={data} onChange={() => void mutate()} />
      )}
    </Section>
  )
}

function DomainProof({ companyId, state, onChange }: { companyId: number; state: DomainProofState; onChange: () => void }) {
  const [again, setAgain] = useState(false)
  if (state.domain === null) {
    return (
      <Callout tone="info" title="Add your company's website before proving its domain">
        Enter the website with its domain name in the form above and save it; then we can send a code to an address at that domain.
      </Callout>
    )
  }
  if (state.proof && !again) {
    return (
      <>
        <Callout tone="success" title={`Domain proven: ${state.proof.email} on ${formatDate(state.proof.provenAt)}`}>
          {`Administrators see that ${state.domain} belongs to your company when they verify it.`}
        </Callout>
        <Actions>
          <Button $variant="outline" $size="sm" onClick={() => setAgain(true)}>Prove it again</Button>
        </Actions>
      </>
    )
  }
  return <ProofSteps key={state.pending?.expiresAt ?? 'none'} companyId={companyId} domain={state.domain} pending={state.pending} onChange={onChange} />
}

function ProofSteps({ companyId, domain, pending, onChange }: { companyId: number; domain: string; pending: DomainProofState['pending']; onChange: () => void }) {
  const [mailbox, setMailbox] = useState(pending ? pending.email.slice(0, -(domain.length + 1)) : 'info')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null)
  const [mailboxError, setMailboxError] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [sent, setSent] = useState(pending)

  const send = async (e: FormEvent) => {
    e.preventDefault()
    setBusy('send')
    setMailboxError(undefined)
    try {
      const r = await requestDomainCode(companyId, mailbox)
      setSent({ email: r.email, expiresAt: r.expiresAt })
      setCode('')
      setCodeError(undefined)
    } catch (err) {
      setMailboxError(isApiError(err) ? (err.fieldErrors?.email ?? err.message) : errorMessage(err))
    } finally {
      setBusy(null)
    }
  }

  const confirm = async (e: FormEvent) => {
    e.preventDefault()
    setBusy('confirm')
    setCodeError(undefined)
    try {
      await confirmDomainCode(companyId, code)
      onChange()
    } catch (err) {
      setCodeError(isApiError(err) ? (err.fieldErrors?.code ?? err.message) : errorMessage(err))
      if (isApiError(err) && err.status === 410) setSent(null)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Steps>
      <Muted>
        {`We email a ${DOMAIN_CODE_LENGTH}-digit code to an address at ${domain}, the domain of your website. Reading it there shows that the domain is your company's.`}
      </Muted>
      <form onSubmit={(e) => void send(e)} noValidate>
        <Field label="Mailbox at your domain" error={mailboxError} hint={`Such as info, admin or contact. The address must end with @${domain}.`}>
          {(control) => (
            <Row>
              <MailboxInput {...control} value={mailbox} onChange={(e) => setMailbox(e.target.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={EMAIL_MAX_LENGTH} />
              <Suffix aria-hidden="true">{breakable(`@${domain}`)}</Suffix>
            </Row>
          )}
        </Field>
        <Actions>
          <PendingButton type="submit" $variant={sent ? 'outline' : 'primary'} pending={busy === 'send'} pendingLabel="Sending..." disabled={busy !== null || !mailbox.trim()}>
            {sent ? 'Send a new code' : 'Send code'}
          </PendingButton>
        </Actions>
      </form>
      {sent ? (
        <form onSubmit={(e) => void confirm(e)} noValidate>
          <p role="status">{`We sent a code to ${sent.email}. It works until ${formatDateTime(sent.expiresAt)} (${DOMAIN_CODE_VALID_MINUTES} minutes).`}</p>
          <TextField
            label="Code from the email"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={DOMAIN_CODE_LENGTH + 2}
            error={codeError}
          />
          <Actions>
            <PendingButton type="submit" pending={busy === 'confirm'} pendingLabel="Confirming..." disabled={busy !== null || code.trim().length === 0}>
              Confirm
            </PendingButton>
          </Actions>
        </form>
      ) : codeError ? (
        <FieldError role="alert">{codeError}</FieldError>
      ) : null}
    </Steps>
  )
}

/** A long domain breaks after its dots (with a <wbr>), not inside a label. */
const breakable = (text: string) =>
  text.split(/(?<=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ))

const Section = styled(SectionCard)`
  margin-top: ${({ theme }) => theme.space[8]};
`

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p[role='status'] {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`

const Row = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;
`

const MailboxInput = styled(Input)`
  flex: 1 1 6rem;
  min-width: 0;
  border-top-right-radius: 0;
  border-bottom-right-radius: 0;
`

const Suffix = styled.span`
  display: flex;
  align-items: center;
  max-width: 60%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-left: 0;
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Actions = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space[3]};
`

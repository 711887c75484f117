// "Apply to exhibit" on the detail page (participation.md): for company managers and admins,
// their companies from /eligible-companies. Eligible ones have an Apply button (level and special
// requirements in a dialog), ineligible ones are greyed with the reason, and existing
// applications show their status and booth, with Withdraw while pending. A logged-out visitor
// gets a short note; other roles see nothing.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { Choices, SelectField, TextAreaField } from '../../../components/ui/field'
import { CancelAndSubmit, Form } from '../../../components/ui/form-layout'
import { LoadingState } from '../../../components/ui/spinner'
import { stacked } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import { useInvalidate } from '../../../lib/swr'
import { isExhibitionKey, type ExhibitionView } from '../api/exhibitions'
import {
  applyToExhibition, PARTICIPATION_LEVELS, useEligibleCompanies, type EligibleCompany,
} from '../api/participation'
import { usePlatformTimeZone } from '../api/platform-time-zone'
import { formatDay, type TimingKind } from '../utils/exhibition-time'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { DetailSection, LoadFailed, Muted } from './detail-section'
import { ParticipationStatusBadge } from './participation-status-badge'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'
import { useWithdrawal } from './use-withdrawal'
import { useAuthPath } from '../../../lib/return-to'

const HEADING_ID = 'apply-to-exhibit'

interface ApplyPanelProps {
  exhibition: ExhibitionView
  /** The live timing of the page (the server's status may be a few minutes old). */
  timing: TimingKind
}

export function ApplyPanel({ exhibition, timing }: ApplyPanelProps) {
  const { user } = useSession()
  const logInPath = useAuthPath()
  if (user === undefined) return null
  if (!user) {
    if (timing === 'ended' || timing === 'cancelled') return null
    return (
      <Note>
        <strong>Exhibiting?</strong> Company managers can apply — <Link to={logInPath}>log in</Link>
      </Note>
    )
  }
  if (!hasRole(user, roleGroups.companyManagers)) return null
  return <ManagerApplyPanel exhibition={exhibition} isAdmin={hasRole(user, roleGroups.admins)} />
}

function ManagerApplyPanel({ exhibition, isAdmin }: { exhibition: ExhibitionView; isAdmin: boolean }) {
  const { data, error, mutate } = useEligibleCompanies(exhibition.id, true)
  const timeZone = usePlatformTimeZone()
  const invalidate = useInvalidate()
  const [applying, setApplying] = useState<EligibleCompany | null>(null)

  const refresh = () => Promise.all([mutate(), invalidate((k) => isExhibitionKey(k) && !k.endsWith('/eligible-companies'))])
  // After an apply or a withdrawal the button that had focus is gone: focus goes to the panel's heading.
  const refocus = () => requestAnimationFrame(() => document.getElementById(HEADING_ID)?.focus())
  const withdrawal = useWithdrawal(refresh, refocus)

  const registration = exhibition.cancelled
    ? 'This exhibition was cancelled.'
    : exhibition.registrationOpen
      ? `Registration is open${exhibition.registrationDeadline ? ` until ${formatDay(exhibition.registrationDeadline, timeZone)}` : ''}.`
      : 'Registration is closed.'

  return (
    <DetailSection title="Apply to exhibit" id={HEADING_ID}>
      <Intro>{registration}</Intro>
      {error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label="Loading your companies..." />
      ) : data.length === 0 ? (
        isAdmin ? (
          <Muted>
            You manage no companies. Applications are reviewed in the back office.
          </Muted>
        ) : (
          <Empty>
            <Muted>You have no companies yet. Create one; once it is approved and verified it can exhibit.</Muted>
            <ButtonLink to="/companies/create" $variant="outline" $size="sm">
              Create a company
            </ButtonLink>
          </Empty>
        )
      ) : (
        <List>
          {[...data].sort((a, b) => rank(a) - rank(b)).map((c) => (
            <CompanyRow
              key={c.companyId}
              company={c}
              onApply={() => setApplying(c)}
              onWithdraw={(participantId) => withdrawal.ask({ exhibitionId: exhibition.id, participantId, companyName: c.name, exhibitionName: exhibition.name })}
            />
          ))}
        </List>
      )}
      {isAdmin ? (
        <AdminLink>
          <Link to={`/admin/exhibitions/${exhibition.id}/participants`}>Manage participants</Link>
        </AdminLink>
      ) : null}

      {applying ? (
        <ApplyDialog
          exhibition={exhibition}
          company={applying}
          onClose={() => setApplying(null)}
          onDone={async (ok) => {
            if (ok) setApplying(null)
            await refresh()
            if (ok) refocus()
          }}
        />
      ) : null}
      {withdrawal.dialog}
    </DetailSection>
  )
}

/** Applications first, then the companies that may apply, then the others. */
const rank = (c: EligibleCompany) => (c.participation ? 0 : c.eligible ? 1 : 2)

function CompanyRow({ company, onApply, onWithdraw }: { company: EligibleCompany; onApply: () => void; onWithdraw: (participantId: number) => void }) {
  const p = company.participation
  const dimmed = !p && !company.eligible
  return (
    <Row $dimmed={dimmed}>
      <CompanyAvatar name={company.name} logo={company.logo} size={40} />
      <Identity>
        <strong>{company.name}</strong>
        <span>{company.sector}</span>
        {p ? (
          <Status>
            <ParticipationStatusBadge status={p.status} />
            {p.boothNumber && p.status === 'approved' ? <Badge $tone="primary">Booth {p.boothNumber}</Badge> : null}
          </Status>
        ) : company.eligible ? null : (
          <Reason>{company.reason ?? 'This company cannot apply.'}</Reason>
        )}
        {p?.status === 'rejected' && p.rejectionReason ? <Reason>Reason: {p.rejectionReason}</Reason> : null}
      </Identity>
      {p?.status === 'pending' ? (
        <Button $variant="outline" $size="sm" onClick={() => onWithdraw(p.id)}>
          Withdraw<VisuallyHidden> the application of {company.name}</VisuallyHidden>
        </Button>
      ) : !p && company.eligible ? (
        <Button $size="sm" onClick={onApply}>
          Apply<VisuallyHidden> with {company.name}</VisuallyHidden>
        </Button>
      ) : null}
    </Row>
  )
}

interface ApplyDialogProps {
  exhibition: ExhibitionView
  company: Pick<EligibleCompany, 'companyId' | 'name'>
  onClose: () => void
  /** After the request: whether it worked. */
  onDone: (ok: boolean) => Promise<void>
}

/** The application of one company to one exhibition: level and special requirements (also opened from a company's "Apply to an exhibition"). */
export function ApplyDialog({ exhibition, company, onClose, onDone }: ApplyDialogProps) {
  const { toast } = useToast()
  const [level, setLevel] = useState('')
  const [requirements, setRequirements] = useState('')
  const [pending, setPending] = useState(false)

  return (
    <Dialog
      open
      onClose={onClose}
      busy={pending}
      title={`Apply with ${company.name}`}
      description={`Apply to exhibit at ${exhibition.name}. An administrator reviews the application and assigns a booth.`}
    >
      <Form
        noValidate
        aria-label={`Application of ${company.name}`}
        onSubmit={async (e) => {
          e.preventDefault()
          setPending(true)
          let ok = false
          try {
            await applyToExhibition(exhibition.id, { companyId: company.companyId, participationLevel: level, specialRequirements: requirements })
            ok = true
            toast({
              title: 'Application submitted',
              description: `${company.name} applied to ${exhibition.name}. You will see the decision here and on My Companies.`,
              variant: 'success',
            })
          } catch (err) {
            toast({ title: 'Could not apply', description: errorMessage(err, 'The application could not be submitted.'), variant: 'destructive' })
          } finally {
            setPending(false)
          }
          await onDone(ok)
        }}
      >
        <SelectField label="Participation level" optional value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="">No preference</option>
          <Choices items={PARTICIPATION_LEVELS} />
        </SelectField>
        <TextAreaField
          label="Special requirements"
          optional
          rows={4}
          maxLength={FIELD_LENGTHS.participation.specialRequirements}
          hint="For example a booth position, power, or a slot for a live demo."
          value={requirements}
          onChange={(e) => setRequirements(e.target.value)}
        />
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={pending} pendingLabel="Submitting...">
            Submit application
          </CancelAndSubmit>
        </DialogFooter>
      </Form>
    </Dialog>
  )
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${mutedSmall}

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Intro = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  ${mutedSmall}
`

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`

const List = styled.ul`
  ${stacked(3)}
`

const Row = styled.li<{ $dimmed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  > button {
    margin-left: auto;
    align-self: center;
  }

  ${({ $dimmed, theme }) =>
    $dimmed &&
    css`
      border-style: dashed;
      background: ${theme.colors.surfaceAlt};

      svg {
        filter: grayscale(1);
        opacity: 0.6;
      }
    `}
`

const Identity = styled.div`
  display: flex;
  flex: 1 1 9rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  strong {
    overflow-wrap: break-word;
  }

  > span {
    ${mutedSmall}
  }
`

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`

const Reason = styled.p`
  margin: 0;
  ${mutedSmall}
  font-style: italic;
`

const AdminLink = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

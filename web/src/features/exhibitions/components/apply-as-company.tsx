// /exhibitions?applyAs=<companyId>: "Apply to an exhibition" from a company's card on My Companies. The
// exhibitions whose registration is open and that take an application of that company now (the server's
// own rules, per exhibition), each with Apply, which opens the application dialog for that company. A
// company that is not the user's, or that no open exhibition takes, gets a sentence instead.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { CalendarIcon } from '../../../components/ui/icons'
import { LoadingState } from '../../../components/ui/spinner'
import { stacked } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { useAuthPath } from '../../../lib/return-to'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import type { ExhibitionView } from '../api/exhibitions'
import { useExhibitionsOpenTo } from '../api/participation'
import { usePlatformTimeZone } from '../api/platform-time-zone'
import { formatDay, formatDayRange, placeOf } from '../utils/exhibition-time'
import { ApplyDialog } from './apply-panel'

/** The company id of `?applyAs=`, when it is one (a positive whole number). */
export const applyAsOf = (raw: string | null): number | undefined => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined)

export function ApplyAsCompany({ companyId }: { companyId: number }) {
  const { user } = useSession()
  const logIn = useAuthPath()
  const manager = !!user && hasRole(user, roleGroups.companyManagers)
  const { data, error, mutate } = useExhibitionsOpenTo(companyId, manager)
  const timeZone = usePlatformTimeZone()
  const [applying, setApplying] = useState<ExhibitionView | null>(null)

  const allExhibitions = (
    <ButtonLink to="/exhibitions" $variant="outline" $size="sm">
      See all exhibitions
    </ButtonLink>
  )
  if (user === undefined) return <LoadingState label="Loading..." />
  if (!manager) {
    return (
      <Callout tone="info" title="Applying is for company managers">
        {user ? 'Only the manager of a company can apply with it.' : <><Link to={logIn}>Log in</Link> as the company&apos;s manager to apply.</>}
      </Callout>
    )
  }
  if (error) return <ErrorState title="The exhibitions could not be loaded" error={error} onRetry={() => void mutate()} />
  if (!data) return <LoadingState label="Finding the exhibitions open to your company..." />
  if (data.openCount === 0) {
    return (
      <EmptyState icon={<CalendarIcon />} title="No exhibition is open for registration right now" action={allExhibitions}>
        New exhibitions are announced on the exhibitions page first.
      </EmptyState>
    )
  }
  if (!data.company) {
    return (
      <Callout tone="danger" title="This company is not one of yours" action={<ButtonLink to="/my-companies" $variant="outline" $size="sm">My Companies</ButtonLink>}>
        Only a company you manage can apply. Choose one on My Companies.
      </Callout>
    )
  }
  const company = data.company
  return (
    <>
      <Intro>
        Applying as <strong>{company.name}</strong>.
        {data.exhibitions.length > 0 ? ' These exhibitions have their registration open and take an application from it now.' : null}
      </Intro>
      {data.exhibitions.length === 0 ? (
        <EmptyState icon={<CalendarIcon />} title={`No open exhibition takes ${company.name} now`} action={allExhibitions}>
          {company.eligible || !company.reason ? 'It has applied to every exhibition open to its sector, or they are full.' : `${company.reason}.`}
        </EmptyState>
      ) : (
        <List aria-label={`Exhibitions open to ${company.name}`}>
          {data.exhibitions.map((e) => (
            <Row key={e.id}>
              <div>
                <h2>
                  <Link to={`/exhibitions/${e.id}`}>{e.name}</Link>
                </h2>
                <Meta>
                  {formatDayRange(e.startDate, e.endDate, timeZone)}
                  {placeOf(e) ? ` · ${placeOf(e)}` : ''}
                  {e.registrationDeadline ? ` · Registration until ${formatDay(e.registrationDeadline, timeZone)}` : ''}
                </Meta>
              </div>
              <Button $size="sm" onClick={() => setApplying(e)}>
                Apply<VisuallyHidden> to {e.name}</VisuallyHidden>
              </Button>
            </Row>
          ))}
        </List>
      )}
      {applying ? (
        <ApplyDialog
          exhibition={applying}
          company={company}
          onClose={() => setApplying(null)}
          onDone={async (ok) => {
            if (ok) setApplying(null)
            await mutate()
          }}
        />
      ) : null}
    </>
  )
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  ${mutedSmall}

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`

const List = styled.ul`
  ${stacked(3)}
`

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${surface}

  > div {
    flex: 1 1 14rem;
    min-width: 0;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: break-word;
  }
`

const Meta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  ${mutedSmall}
`

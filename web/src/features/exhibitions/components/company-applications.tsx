// A company's exhibition applications, for the manager's My Companies page: exhibition name
// and dates, status and booth, and Withdraw while pending. Mount it with the company's id;
// several of them on one page share one request (GET /api/my-applications).
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { CalendarIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { column, IconRowList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { useInvalidate } from '../../../lib/swr'
import { isExhibitionKey, MY_APPLICATIONS_KEY } from '../api/exhibitions'
import { participationLevelLabel, useMyApplications } from '../api/participation'
import { usePlatformTimeZone } from '../api/platform-time-zone'
import { formatDayRange } from '../utils/exhibition-time'
import { ParticipationStatusBadge } from './participation-status-badge'
import { useWithdrawal } from './use-withdrawal'

interface CompanyApplicationsProps {
  companyId: number
  /** The level of the "Exhibition applications" heading (h3 inside a company card). */
  headingLevel?: 2 | 3 | 4
}

export function CompanyApplications({ companyId, headingLevel = 3 }: CompanyApplicationsProps) {
  const { data, error, mutate } = useMyApplications()
  const timeZone = usePlatformTimeZone()
  const invalidate = useInvalidate()
  const Heading = `h${headingLevel}` as const
  const headingId = `company-${companyId}-applications`

  const applications = (data ?? []).filter((a) => a.companyId === companyId && a.status !== 'withdrawn')

  const refresh = () => Promise.all([mutate(), invalidate((k) => k !== MY_APPLICATIONS_KEY && isExhibitionKey(k))])
  // The Withdraw button that had focus is gone: focus goes to the heading of the list.
  const withdrawal = useWithdrawal(refresh, () => requestAnimationFrame(() => document.getElementById(headingId)?.focus()))

  return (
    <Section aria-labelledby={headingId}>
      <Title as={Heading} id={headingId} tabIndex={-1}>
        Exhibition applications
      </Title>
      {error ? (
        <Message role="alert">
          The applications could not be loaded. {errorMessage(error)}{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void mutate()}>
            Try again
          </Button>
        </Message>
      ) : !data ? (
        <Loading aria-busy="true">
          <VisuallyHidden role="status">Loading applications...</VisuallyHidden>
          <Skeleton $height="2.75rem" />
        </Loading>
      ) : applications.length === 0 ? (
        <Message>
          No exhibition applications yet. <Link to="/exhibitions">Browse exhibitions</Link> to apply.
        </Message>
      ) : (
        <IconRowList>
          {applications.map((a) => {
            const level = participationLevelLabel(a.participationLevel)
            return (
              <li key={a.id}>
                <CalendarIcon size={18} />
                <Info>
                  <Link to={`/exhibitions/${a.exhibitionId}`}>{a.exhibitionName}</Link>
                  <span>
                    {formatDayRange(a.startDate, a.endDate, timeZone)}
                    {level ? ` · ${level}` : ''}
                  </span>
                </Info>
                <Badges>
                  <ParticipationStatusBadge status={a.status} />
                  {a.boothNumber ? <Badge $tone="primary">Booth {a.boothNumber}</Badge> : null}
                </Badges>
                {a.status === 'pending' ? (
                  <Button
                    $variant="outline"
                    $size="sm"
                    onClick={() => withdrawal.ask({ exhibitionId: a.exhibitionId, participantId: a.id, companyName: a.company.name, exhibitionName: a.exhibitionName })}
                  >
                    Withdraw<VisuallyHidden> the application to {a.exhibitionName}</VisuallyHidden>
                  </Button>
                ) : null}
              </li>
            )
          })}
        </IconRowList>
      )}
      {withdrawal.dialog}
    </Section>
  )
}

const Section = styled.section`
  ${column(3)}
`

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Message = styled.p`
  margin: 0;
  ${mutedSmall}

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Loading = styled.div`
  position: relative;
`

const Info = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: break-word;
  }

  span {
    ${mutedSmall}
  }
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`

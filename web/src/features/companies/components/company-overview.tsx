import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { CalendarIcon, ExternalLinkIcon } from '../../../components/ui/icons'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatNumber } from '../../../lib/format'
import { usePlatformTimeZone } from '../../exhibitions/api/platform-time-zone'
import { useNow } from '../../exhibitions/hooks/use-now'
import { formatDay } from '../../exhibitions/utils/exhibition-time'
import type { CompanyDetailView } from '../api/companies'
import { CompanyPassport } from './company-passport'
import { Facts, Muted, Prose, SectionCard, SectionGrid, SectionStack } from '../../../components/ui/section-card'
import { IconRowList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'

type Participation = CompanyDetailView['exhibitions'][number]

/**
 * Dates are days of the platform's time zone, as the exhibitions count them (docs/decisions.md,
 * "Web client"): the same for every visitor, and the same in the server's HTML and the browser.
 */
export function CompanyOverview({ company }: { company: CompanyDetailView }) {
  const timeZone = usePlatformTimeZone()
  // As of the page's render time while it hydrates (lib/render-time.ts).
  const now = useNow(null)
  const upcoming = company.exhibitions.filter((x) => new Date(x.endDate).getTime() >= now)
  const past = company.exhibitions.filter((x) => new Date(x.endDate).getTime() < now)
  const location = [company.city, company.state].filter(Boolean).join(', ')

  return (
    <SectionGrid $split="2:1">
      <SectionStack>
        <SectionCard title={`About ${company.name}`}>
          <Prose>{company.description}</Prose>
        </SectionCard>
        <SectionCard title="Exhibitions">
          {company.exhibitions.length === 0 ? (
            <Muted>{company.name} has not taken part in an exhibition yet.</Muted>
          ) : (
            <>
              <ExhibitionGroup title="Upcoming and ongoing" items={upcoming} empty="No upcoming exhibitions" now={now} timeZone={timeZone} />
              <ExhibitionGroup title="Past" items={past} empty="No past exhibitions" now={now} timeZone={timeZone} />
            </>
          )}
        </SectionCard>
      </SectionStack>
      <SectionStack>
      <CompanyPassport passport={company.passport} />
      <SectionCard title="Company facts">
        <Facts>
          <div>
            <dt>Founded</dt>
            <dd>{company.foundedYear ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Employees</dt>
            <dd>{company.employeeCount !== null ? formatNumber(company.employeeCount) : 'Not provided'}</dd>
          </div>
          {company.registrationNumber ? (
            <div>
              <dt>Registration number</dt>
              <dd>{company.registrationNumber}</dd>
            </div>
          ) : null}
          <div>
            <dt>City</dt>
            <dd>{location || 'Not provided'}</dd>
          </div>
          <div>
            <dt>Profile views</dt>
            <dd>{formatNumber(company.views)}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatDay(company.createdAt, timeZone)}</dd>
          </div>
        </Facts>
      </SectionCard>
      </SectionStack>
    </SectionGrid>
  )
}

interface ExhibitionGroupProps {
  readonly title: string
  readonly items: readonly Participation[]
  readonly empty: string
  readonly now: number
  readonly timeZone: string | undefined
}

function ExhibitionGroup({ title, items, empty, now, timeZone }: ExhibitionGroupProps) {
  return (
    <Group>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <List>
          {items.map((x) => {
            const ongoing = new Date(x.startDate).getTime() <= now && new Date(x.endDate).getTime() >= now
            return (
              <li key={x.id}>
                <CalendarIcon size={20} />
                <div>
                  <Link to={`/exhibitions/${x.id}`}>{x.name}</Link>
                  <Meta>
                    {formatDay(x.startDate, timeZone)} – {formatDay(x.endDate, timeZone)}
                    {x.boothNumber ? ` · Booth ${x.boothNumber}` : ''}
                  </Meta>
                </div>
                {ongoing ? <Badge $tone="success">Ongoing</Badge> : null}
                {ongoing && x.vFairsLink ? (
                  <a href={x.vFairsLink} target="_blank" rel="noopener noreferrer">
                    Visit booth
                    <ExternalLinkIcon size={14} />
                    <VisuallyHidden> at {x.name} (opens in a new tab)</VisuallyHidden>
                  </a>
                ) : null}
              </li>
            )
          })}
        </List>
      )}
    </Group>
  )
}

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space[5]};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    ${mutedSmall}
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`

const List = styled(IconRowList)`

  li > div {
    flex: 1 1 12rem;
    min-width: 0;
  }

  li > div > a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  li > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Meta = styled.p`
  margin: 0;
  ${mutedSmall}
`

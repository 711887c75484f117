// The media center's side panel: 4 featured companies, 2 upcoming exhibitions and the 3 latest
// approved press releases (visitor-and-user-side.md §9), each with its own loading and empty text.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { CheckCircleIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { stacked } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatDate } from '../../../lib/format'
import type { MediaItemView } from '../api/media'
import { useLatestPressReleases, useSidebarCompanies, useSidebarExhibitions } from '../api/sidebar'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { shownDate } from './media-labels'

export function MediaSidebar({ moderator, onOpenItem }: { moderator: boolean; onOpenItem: (item: MediaItemView) => void }) {
  const companies = useSidebarCompanies()
  const exhibitions = useSidebarExhibitions()
  const releases = useLatestPressReleases(moderator)

  return (
    <Aside aria-label="Highlights">
      <Panel title="Featured Companies" id="media-side-companies" more={{ to: '/directory', label: 'View all companies' }}>
        <Loaded data={companies.data?.slice(0, 4)} error={companies.error} empty="No companies available yet">
          {(c) => (
            <Row key={c.id}>
              <CompanyAvatar name={c.name} logo={c.logo} size={36} />
              <RowText>
                <Link to={`/companies/${c.id}`}>{c.name}</Link>
                <small>{[c.country, c.sector].filter(Boolean).join(' · ')}</small>
              </RowText>
              {c.isVerified ? (
                <Verified title="Verified">
                  <CheckCircleIcon size={18} />
                  <VisuallyHidden>Verified</VisuallyHidden>
                </Verified>
              ) : null}
            </Row>
          )}
        </Loaded>
      </Panel>

      <Panel title="Upcoming Exhibitions" id="media-side-exhibitions" more={{ to: '/exhibitions', label: 'View all exhibitions' }}>
        <Loaded data={exhibitions.data?.slice(0, 2)} error={exhibitions.error} empty="No upcoming exhibitions">
          {(x) => (
            <Row key={x.id}>
              <RowText>
                <Link to={`/exhibitions/${x.id}`}>{x.name}</Link>
                <small>
                  <time dateTime={x.startDate}>{formatDate(x.startDate)}</time> – <time dateTime={x.endDate}>{formatDate(x.endDate)}</time>
                </small>
                <small>{x.isVirtual ? 'Virtual' : x.location || 'Location to be announced'}</small>
              </RowText>
            </Row>
          )}
        </Loaded>
      </Panel>

      <Panel title="Latest Press Releases" id="media-side-releases">
        <Loaded data={releases.data?.slice(0, 3)} error={releases.error} empty="No press releases found">
          {(r) => (
            <Row key={r.id}>
              <RowText>
                <TitleButton type="button" aria-haspopup="dialog" onClick={() => onOpenItem(r)}>
                  {r.title}
                </TitleButton>
                <small>
                  {r.companyName} · <time dateTime={shownDate(r)}>{formatDate(shownDate(r))}</time>
                </small>
              </RowText>
            </Row>
          )}
        </Loaded>
      </Panel>
    </Aside>
  )
}

function Panel({ title, id, more, children }: { title: string; id: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {more ? <More to={more.to}>{more.label}</More> : null}
    </Section>
  )
}

function Loaded<T>({ data, error, empty, children }: { data: readonly T[] | undefined; error: unknown; empty: string; children: (item: T) => ReactNode }) {
  if (!data && !error) {
    return (
      <List aria-hidden="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton $height="2.25rem" />
          </li>
        ))}
      </List>
    )
  }
  if (!data || data.length === 0) return <Empty>{error ? 'Could not be loaded.' : empty}</Empty>
  return <List>{data.map((item) => children(item))}</List>
}

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const List = styled.ul`
  ${stacked(3)}
`

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

const Verified = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.success};
`

const RowText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  /* Targets of at least 24 px (WCAG 2.5.8), also for a name of one line. */
  a {
    display: flex;
    align-items: center;
    align-self: flex-start;
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

const TitleButton = styled.button`
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

const Empty = styled.p`
  margin: 0;
  ${mutedSmall}
`

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

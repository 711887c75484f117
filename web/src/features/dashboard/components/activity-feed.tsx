// An activity list (the user's Activity tab, the admin's Recent Activity, a user's detail): an
// icon by kind, the description, and when it happened.
import type { ComponentType } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { BuildingIcon, CalendarIcon, EyeIcon, InfoIcon, NewspaperIcon, UsersIcon } from '../../../components/ui/icons'
import { IconTile } from '../../../components/ui/icon-tile'
import { Skeleton } from '../../../components/ui/skeleton'
import { hairlineRows } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import type { ActivityEntry, ActivityKind } from '../api/activity'
import { fullDateTime, relativeTime } from '../utils/relative-time'

const KINDS: Readonly<Record<ActivityKind, { icon: ComponentType<{ size?: number }>; tone: 'primary' | 'accent' | 'warning' }>> = {
  user: { icon: UsersIcon, tone: 'primary' },
  company: { icon: BuildingIcon, tone: 'accent' },
  exhibition: { icon: CalendarIcon, tone: 'warning' },
  media: { icon: NewspaperIcon, tone: 'primary' },
  view: { icon: EyeIcon, tone: 'accent' },
  other: { icon: InfoIcon, tone: 'primary' },
}

interface ActivityFeedProps {
  entries: readonly ActivityEntry[]
  /** Links on the descriptions (an admin reads them to jump to the thing). */
  withLinks?: boolean
  /** Names who did each thing (an admin's view of the platform or of a user). */
  withActor?: boolean
}

export function ActivityFeed({ entries, withLinks = true, withActor = false }: ActivityFeedProps) {
  return (
    <Feed>
      {entries.map((e) => {
        const { icon: Icon, tone } = KINDS[e.type] ?? KINDS.other
        return (
          <li key={e.id}>
            <IconTile $size={2.25} $tone={tone} $round>
              <Icon size={16} />
            </IconTile>
            <div>
              <p>{withLinks && e.link ? <Link to={e.link}>{e.description}</Link> : e.description}</p>
              <Meta>
                {withActor && e.actorName ? <span>by {e.actorName} · </span> : null}
                <time dateTime={e.timestamp} title={fullDateTime(e.timestamp)}>
                  {relativeTime(e.timestamp)}
                </time>
              </Meta>
            </div>
          </li>
        )
      })}
    </Feed>
  )
}

/** Placeholder rows while an activity list loads (admin-back-office.md §9: 5 rows). */
export function ActivitySkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Feed aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <Skeleton $width="2.25rem" $height="2.25rem" $round />
          <div>
            <Skeleton $width={`${70 - (i % 3) * 12}%`} />
            <Skeleton $width="5rem" $height="0.75rem" />
          </div>
        </li>
      ))}
    </Feed>
  )
}

const Feed = styled.ol`
  ${hairlineRows(3)}

  > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }

  > li > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  /* The whole line is the link: a target at least 24 px tall (WCAG 2.5.8), however short the text. */
  p a {
    display: inline-block;
    min-height: 1.5rem;
    padding-block: 0.125rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.borderStrong};
    text-underline-offset: 3px;
  }

  p a:hover {
    text-decoration-color: currentColor;
  }

`

const Meta = styled.small`
  ${mutedSmall}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`

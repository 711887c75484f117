// The first line (kind, date, company), the event facts (When, Where) and the text of one media item in full: its dialog (media center,
// back office) and its own public page show them alike.
import styled from 'styled-components'
import { CalendarIcon, MapPinIcon } from '../../../components/ui/icons'
import { mutedSmall } from '../../../components/ui/text'
import type { MediaItemView } from '../api/media'
import { formatEventDate } from './media-labels'

/** An event's date and place (nothing for other types, or an event with neither). */
export function MediaEventFacts({ item }: { item: Pick<MediaItemView, 'type' | 'eventDate' | 'eventLocation'> }) {
  if (item.type !== 'event' || (!item.eventDate && !item.eventLocation)) return null
  return (
    <EventFacts>
      {item.eventDate ? (
        <div>
          <dt>
            <CalendarIcon size={16} />
            When
          </dt>
          <dd>
            <time dateTime={item.eventDate}>{formatEventDate(item.eventDate)}</time>
          </dd>
        </div>
      ) : null}
      {item.eventLocation ? (
        <div>
          <dt>
            <MapPinIcon size={16} />
            Where
          </dt>
          <dd>{item.eventLocation}</dd>
        </div>
      ) : null}
    </EventFacts>
  )
}

const EventFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }

  dt {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 4.5rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** The item's plain text, its paragraphs and line breaks kept. */
export const MediaContent = styled.div`
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`

/** The line above the item: its kind, its date and the like, small and muted. */
export const MediaMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${mutedSmall}
`

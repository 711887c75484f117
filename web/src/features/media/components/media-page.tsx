// A media item's own public page (issue 22), /media/{id}/{slug}: its kind, date, company (with its
// Verified badge and a link to its profile), thumbnail, event facts, text and attachments, for anyone to
// read and share. Said for search engines and link previews: NewsArticle or Event as JSON-LD, Open Graph,
// its one address as canonical.
import styled from 'styled-components'
import { Callout } from '../../../components/ui/callout'
import { NameTitle } from '../../../components/ui/page-header'
import { usePlatformTimeZone } from '../../exhibitions/api/platform-time-zone'
import { formatDayTime, zoneLabel } from '../../exhibitions/utils/exhibition-time'
import { heroCard } from '../../../components/ui/surface'
import { formatDate, snippetOf } from '../../../lib/format'
import { breadcrumbs, usePageMeta, type PageMeta } from '../../../lib/page-title'
import { CompanyPassport } from '../../companies/components/company-passport'
import { VerifiedBadge } from '../../companies/components/company-status'
import { mediaPagePath, type MediaPageView } from '../api/media-page'
import { AttachmentList } from './attachment-list'
import { MediaContent, MediaEventFacts, MediaMeta } from './media-item-body'
import { TypeBadge } from './media-badges'
import { MediaCompany } from './media-company'
import { shownDate } from './media-labels'
import { Thumbnail } from './thumbnail'

/** What the page says of itself: a news article (news, press releases, press kits) or an event. */
function mediaPageMeta(item: MediaPageView): PageMeta {
  const path = mediaPagePath(item)
  // Under embargo (a preview): nothing of its text for search engines, link previews or shared caches (issue 22).
  if (item.embargoUntil) return { title: item.title, description: 'Under embargo', canonical: path, noindex: true }
  const published = shownDate(item)
  return {
    title: item.title,
    description: snippetOf(`${item.companyName}: ${item.content}`),
    canonical: path,
    image: item.thumbnailUrl ?? item.companyLogo,
    imageShape: item.thumbnailUrl ? 'wide' : 'square',
    type: 'article',
    structuredData: (url) => {
      const company = { '@type': 'Organization', name: item.companyName, url: url(`/companies/${item.companyId}`) }
      const image = item.thumbnailUrl ? { image: [url(item.thumbnailUrl)] } : {}
      const main: Record<string, unknown> = item.type === 'event'
        ? {
            '@type': 'Event', name: item.title, description: item.content, url: url(path),
            ...(item.eventDate ? { startDate: item.eventDate } : {}),
            eventStatus: 'https://schema.org/EventScheduled',
            ...(item.eventLocation ? { location: { '@type': 'Place', name: item.eventLocation, address: item.eventLocation } } : {}),
            organizer: company, ...image,
          }
        : {
            '@type': 'NewsArticle', headline: item.title, articleBody: item.content, url: url(path), mainEntityOfPage: url(path),
            datePublished: published, author: company, publisher: company, ...image,
          }
      return [main, breadcrumbs(url, [['Home', '/'], ['Media Center', '/media-center'], [item.title, path]])]
    },
  }
}

export function MediaPage({ item, preview }: { item: MediaPageView; preview?: string }) {
  usePageMeta(mediaPageMeta(item))
  return (
    <Article>
      {item.embargoUntil ? <EmbargoBanner until={item.embargoUntil} /> : null}
      <MediaMeta>
        <TypeBadge type={item.type} />
        <time dateTime={shownDate(item)}>{formatDate(shownDate(item))}</time>
      </MediaMeta>
      <NameTitle>{item.title}</NameTitle>
      <Issuer>
        <span>Issued by</span>
        <MediaCompany item={item} size={32} to={`/companies/${item.companyId}`} />
        {item.companyVerified ? <VerifiedBadge /> : null}
      </Issuer>
      {item.thumbnailUrl ? <Thumbnail src={item.thumbnailUrl} $wide /> : null}
      <MediaEventFacts item={item} />
      <MediaContent>{item.content}</MediaContent>
      <AttachmentList itemId={item.id} attachments={item.attachments} zip={false} heading="Attachments" headingLevel={3} preview={preview} />
      {/* Proof that the issuer is verified (issue 22): its passport, as its profile shows it. */}
      <CompanyPassport passport={item.companyPassport} headingLevel={3} />
    </Article>
  )
}

/** "Embargoed until {date time} — do not publish before then", in the site's time zone. */
function EmbargoBanner({ until }: { until: string }) {
  const timeZone = usePlatformTimeZone()
  const at = new Date(until).getTime()
  return (
    <div role="note">
      <Callout tone="warning" title={<>Embargoed until <time dateTime={until}>{formatDayTime(at, timeZone)}</time> ({zoneLabel(timeZone, [at])}) — do not publish before then</>}>
        This preview is for you only: the item is not public yet.
      </Callout>
    </div>
  )
}

const Article = styled.article`
  ${heroCard}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 52rem;
  margin: 0 auto;
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`

const Issuer = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  overflow-wrap: anywhere;
`

// A media item's own public page (issue 22), /media/{id}/{slug}: its kind, date, company (with its
// Verified badge and a link to its profile), thumbnail, event facts, text and attachments, for anyone to
// read and share. Said for search engines and link previews: NewsArticle or Event as JSON-LD, Open Graph,
// its one address as canonical.
import styled from 'styled-components'
import { NameTitle } from '../../../components/ui/page-header'
import { heroCard } from '../../../components/ui/surface'
import { formatDate, snippetOf } from '../../../lib/format'
import { breadcrumbs, usePageMeta, type PageMeta } from '../../../lib/page-title'
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

export function MediaPage({ item }: { item: MediaPageView }) {
  usePageMeta(mediaPageMeta(item))
  return (
    <Article>
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
      <AttachmentList itemId={item.id} attachments={item.attachments} zip={false} heading="Attachments" headingLevel={3} />
    </Article>
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

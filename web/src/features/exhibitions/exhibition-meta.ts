// What an exhibition page says of itself to search engines and link previews (lib/page-title.ts):
// a description, its poster, and schema.org's Event (dates, where: a place or the vFairs link,
// attendance mode, organizer) with the trail to it.
import { snippetOf } from '../../lib/format'
import { breadcrumbs, type PageMeta } from '../../lib/page-title'
import type { ExhibitionView } from './api/exhibitions'
import { formatDayRange } from './utils/exhibition-time'

/** `timeZone`: the platform's, in which the exhibition's days are counted; `siteName`: the organizer (the Site name setting). */
export function exhibitionMeta(e: ExhibitionView, timeZone: string | undefined, siteName: string): PageMeta {
  const path = `/exhibitions/${e.id}`
  const days = formatDayRange(e.startDate, e.endDate, timeZone)
  const where = e.isVirtual ? 'online' : [e.venue, e.location, e.country].filter(Boolean).join(', ')
  return {
    title: e.name,
    description: snippetOf(`${e.name}: ${e.isVirtual ? 'a virtual exhibition' : 'an exhibition'}, ${days}${where ? `, ${where}` : ''}. ${e.description}`),
    canonical: path,
    image: e.posterImage,
    imageShape: 'wide',
    preloadImage: e.posterImage,
    structuredData: (url) => {
      const place = {
        '@type': 'Place',
        name: e.venue ?? e.location ?? e.country ?? e.name,
        address: { '@type': 'PostalAddress', ...(e.location ? { addressLocality: e.location } : {}), ...(e.country ? { addressCountry: e.country } : {}) },
      }
      const event: Record<string, unknown> = {
        '@type': 'Event',
        name: e.name,
        description: e.description,
        url: url(path),
        startDate: e.startDate,
        endDate: e.endDate,
        eventStatus: e.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
        eventAttendanceMode: e.isVirtual ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
        location: e.isVirtual ? { '@type': 'VirtualLocation', url: e.vFairsLink ?? url(path) } : place,
        organizer: { '@type': 'Organization', name: siteName, url: url('/') },
        ...(e.posterImage ? { image: [url(e.posterImage)] } : {}),
      }
      return [event, breadcrumbs(url, [['Home', '/'], ['Exhibitions', '/exhibitions'], [e.name, path]])]
    },
  }
}

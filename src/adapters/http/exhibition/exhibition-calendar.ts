import ical, { ICalCalendarMethod } from 'ical-generator'
import type { ExhibitionView } from '../../../application/exhibition/exhibition-views'
import { localDate } from '../../../domain/exhibition/calendar-day'

/** A date-only value for an all-day event: the exhibition's local calendar day. */
const day = (iso: string, timeZone: string, plusDays = 0) => {
  const { y, m, d } = localDate(new Date(iso), timeZone)
  return new Date(Date.UTC(y, m - 1, d + plusDays))
}

/**
 * An iCalendar (RFC 5545) document with one all-day event per exhibition, from the start day to
 * the end day inclusive, with the vFairs link as the event's URL when there is one.
 */
export const exhibitionsCalendar = (name: string, items: readonly ExhibitionView[], baseUrl: string, timeZone: string): string => {
  const cal = ical({ name, prodId: { company: 'Expo Atlas', product: 'Exhibitions', language: 'EN' }, method: ICalCalendarMethod.PUBLISH })
  for (const e of items) {
    const page = `${baseUrl}/exhibitions/${e.id}`
    cal.createEvent({
      id: `exhibition-${e.id}@expo-atlas`,
      start: day(e.startDate, timeZone),
      end: day(e.endDate, timeZone, 1),
      allDay: true,
      summary: e.name,
      description: `${e.description}\n\n${e.vFairsLink ? `Join: ${e.vFairsLink}\n` : ''}Details: ${page}`,
      location: [e.venue, e.location].filter(Boolean).join(', ') || undefined,
      url: e.vFairsLink ?? page,
      timezone: 'UTC',
    })
  }
  return cal.toString()
}

import ical, { ICalCalendarMethod } from 'ical-generator'
import type { ExhibitionView } from '../../../application/exhibition/exhibition-views'
import { endOfDay, localClock, localDate, startOfDay } from '../../../domain/exhibition/calendar-day'

/** A date-only value for an all-day event: the exhibition's local calendar day. */
const day = (iso: string, timeZone: string, plusDays = 0) => {
  const { y, m, d } = localDate(new Date(iso), timeZone)
  return new Date(Date.UTC(y, m - 1, d + plusDays))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-12-02 00:00": an instant's local day and time in the zone. */
const localTime = (at: Date, timeZone: string) => {
  const { y, m, d } = localDate(at, timeZone)
  const { h, min } = localClock(at, timeZone)
  return `${y}-${pad(m)}-${pad(d)} ${pad(h)}:${pad(min)}`
}

/**
 * An iCalendar (RFC 5545) document with one event per exhibition, with the vFairs link as the
 * event's URL when there is one. Exhibitions are days (no time of day is ever known:
 * exhibition-timing.md), so each is an **all-day** event from the start day to the end day
 * inclusive, the days of the platform's time zone; its description says when they begin and end
 * there, the instants the page's countdown counts to, for readers whose calendar is in another zone.
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
      description: `${e.description}\n\nFrom ${localTime(startOfDay(new Date(e.startDate), timeZone), timeZone)} to ${localTime(endOfDay(new Date(e.endDate), timeZone), timeZone)} (${timeZone})\n${e.vFairsLink ? `Join: ${e.vFairsLink}\n` : ''}Details: ${page}`,
      location: [e.venue, e.location].filter(Boolean).join(', ') || undefined,
      url: e.vFairsLink ?? page,
      timezone: 'UTC',
    })
  }
  return cal.toString()
}

import { SaxesParser } from 'saxes'

export interface ParsedFeed {
  readonly title: string
  /** The channel's own child elements by name (its title, link, managingEditor…). */
  readonly channel: Readonly<Record<string, string>>
  /** Each item's child elements by name (text and CDATA joined, as a reader sees them). */
  readonly items: readonly Readonly<Record<string, string>>[]
}

/**
 * An RSS document read by a conforming XML parser (saxes): anything that is not well-formed XML 1.0
 * (a CDATA section closed early, a character XML does not allow, a second root) throws.
 */
export const parseFeed = (xml: string): ParsedFeed => {
  const parser = new SaxesParser()
  const stack: string[] = []
  const items: Record<string, string>[] = []
  let title = ''
  const channel: Record<string, string> = {}
  let text = ''
  parser.on('opentag', (tag) => {
    stack.push(tag.name)
    text = ''
    if (tag.name === 'item') items.push({})
  })
  parser.on('text', (t) => { text += t })
  parser.on('cdata', (t) => { text += t })
  parser.on('closetag', (tag) => {
    const parent = stack[stack.length - 2]
    if (parent === 'item') items[items.length - 1][tag.name] = text
    if (parent === 'channel' && tag.name === 'title') title = text
    if (parent === 'channel' && tag.name !== 'item') channel[tag.name] = text
    stack.pop()
    text = ''
  })
  parser.write(xml).close()
  return { title, channel, items }
}

/** What XML 1.0 can carry of a text: its characters outside the Char production are left out. */
export const xmlCharsOf = (s: string): string =>
  Array.from(s).filter((ch) => {
    const c = ch.codePointAt(0)!
    return c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000
  }).join('')

import { PassThrough, pipeline, type Readable } from 'node:stream'
import yazl from 'yazl'
import type { FileStorage } from '../../../application/ports/file-storage'
import type { MediaItemView } from '../../../application/media/media-views'
import { MEDIA_TYPE_LABEL, mediaPagePath } from '../../../domain/media/media-type'
import { safeFileName } from '../../../domain/media/file-name'
import { escapeMarkup } from '../../markup'
import { demoAsset } from '../../persistence/seed/demo-assets'


/** Characters outside XML 1.0's Char production (C0 controls but tab and line ends, lone surrogates, U+FFFE, U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/**
 * A text as XML element content: the characters XML cannot carry left out, markup escaped (`]]>`
 * included, as `]]&gt;`), and carriage returns as references so that a parser does not turn them into
 * line feeds. No CDATA: a CDATA section ends at the first `]]>` of the text, whatever follows.
 */
const xml = (s: string): string => escapeMarkup(s.replace(NOT_XML, '')).replace(/\r/g, '&#13;')

/** Plain text as the HTML an RSS description holds: escaped, paragraphs at blank lines, line breaks kept. */
const htmlOf = (text: string): string =>
  text.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapeMarkup(p).replace(/\r?\n/g, '<br>')}</p>`).join('')

/** The first `n` characters (code points: a pair of surrogates is never cut). */
const firstChars = (s: string, n: number): string => Array.from(s).slice(0, n).join('')

const element = (name: string, text: string) => `<${name}>${xml(text)}</${name}>`

/**
 * An RSS 2.0 feed of approved media items. Every text is escaped as XML text (see `xml`): whatever a
 * title, a text or a company name holds, the feed stays well-formed with one item per media item.
 * Texts are plain text, so the descriptions are that text as HTML (a reader shows `<b>` as typed).
 */
/** What a company's feed says of itself beside the media center's (issue 22): its newsroom and its media contact. */
export interface FeedChannel {
  /** The page the channel links to (a path under the public address); the media center by default. */
  readonly linkPath?: string
  readonly mediaContact?: { readonly name: string | null; readonly email: string | null } | null
}

/** RSS 2.0's managingEditor is an email address, then a name in parentheses: only with an email. */
const managingEditor = (c: FeedChannel['mediaContact']): string | null =>
  c?.email ? (c.name ? `${c.email} (${c.name.replace(/[()]/g, '')})` : c.email) : null

export const mediaRss = (title: string, items: readonly MediaItemView[], baseUrl: string, selfPath: string, channel: FeedChannel = {}): string => {
  const editor = managingEditor(channel.mediaContact)
  const updated = items[0] ? new Date(items[0].publishedAt ?? items[0].createdAt) : new Date(0)
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', title),
    element('link', `${baseUrl}${channel.linkPath ?? '/media-center'}`),
    element('description', 'Company news, press releases and events on Expo Atlas'),
    element('language', 'en'),
    element('copyright', 'The companies of Expo Atlas'),
    ...(editor ? [element('managingEditor', editor)] : []),
    element('lastBuildDate', updated.toUTCString()),
    element('generator', 'Expo Atlas'),
    element('docs', 'https://www.rssboard.org/rss-specification'),
    `<atom:link href="${xml(`${baseUrl}${selfPath}`)}" rel="self" type="application/rss+xml"/>`,
  ]
  for (const m of items) {
    lines.push('<item>',
      element('title', `${m.title} (${MEDIA_TYPE_LABEL[m.type]}, ${m.companyName})`),
      element('link', `${baseUrl}${mediaPagePath(m)}`),
      `<guid isPermaLink="false">${xml(`${baseUrl}/media/${m.id}`)}</guid>`,
      element('pubDate', new Date(m.publishedAt ?? m.createdAt).toUTCString()),
      element('description', htmlOf(firstChars(m.content, 300))),
      element('content:encoded', htmlOf(m.content)),
      element('dc:creator', m.companyName),
      element('category', MEDIA_TYPE_LABEL[m.type]),
      '</item>')
  }
  lines.push('</channel>', '</rss>', '')
  return lines.join('\n')
}

const UPLOAD = /^\/uploads\/([A-Za-z0-9_-]{8,80}(?:\.[a-z0-9]{1,8})?)$/
const DEMO = /^\/demo-assets\/([a-z0-9-]+\.(?:svg|pdf))$/

/** Entry names made distinct, whatever their case: the second `Logo.png` becomes `Logo (2).png`. */
const distinctNames = () => {
  const used = new Set<string>()
  return (name: string) => {
    let n = name
    for (let i = 2; used.has(n.toLowerCase()); i++) n = name.replace(/(\.[^.]*)?$/, ` (${i})$1`)
    used.add(n.toLowerCase())
    return n
  }
}

/**
 * Every attachment of a press kit in one zip; links (files this server does not hold) are listed in
 * links.txt. Entry names are safe file names (safeFileName: never `..`, a path or a control
 * character), distinct. Whatever ends the answer (sent, the client gone, a file that cannot be read)
 * closes every file opened for it.
 */
export const pressKitZip = async (item: MediaItemView, storage: FileStorage): Promise<Readable> => {
  const zip = new yazl.ZipFile()
  const opened: Readable[] = []
  const out = new PassThrough()
  const closeAll = (err?: Error | null) => {
    for (const s of opened) s.destroy()
    if (err) out.destroy(err)
  }
  const entryName = distinctNames()
  const links: string[] = []
  try {
    for (const a of item.attachments) {
      const upload = UPLOAD.exec(a.fileUrl)
      const demo = DEMO.exec(a.fileUrl)
      const stream = upload ? await storage.get(upload[1]) : undefined
      const asset = demo ? demoAsset(demo[1]) : undefined
      if (stream) {
        opened.push(stream)
        stream.once('error', closeAll)
        zip.addReadStream(stream, entryName(safeFileName(a.fileName)), { compress: false })
      } else if (asset) zip.addBuffer(Buffer.from(asset.body), entryName(safeFileName(a.fileName)), { compress: false })
      else links.push(`${safeFileName(a.fileName)}: ${a.fileUrl}`)
    }
    if (links.length) zip.addBuffer(Buffer.from(`${links.join('\n')}\n`), entryName('links.txt'))
    zip.end()
  } catch (e) {
    closeAll()
    throw e
  }
  zip.once('error', closeAll)
  pipeline(zip.outputStream, out, closeAll)
  return out
}

import { PassThrough } from 'node:stream'
import { Feed } from 'feed'
import yazl from 'yazl'
import type { FileStorage } from '../../../application/ports/file-storage'
import type { MediaItemView } from '../../../application/media/media-views'
import { MEDIA_TYPE_LABEL } from '../../../domain/media/media-type'
import { demoAsset } from '../../persistence/seed/demo-assets'


/** An RSS 2.0 feed of approved media items. */
export const mediaRss = (title: string, items: readonly MediaItemView[], baseUrl: string, selfPath: string): string => {
  const feed = new Feed({
    title, id: `${baseUrl}/media-center`, link: `${baseUrl}/media-center`, language: 'en', generator: 'Expo Atlas',
    description: 'Company news, press releases and events on Expo Atlas', copyright: 'The companies of Expo Atlas',
    updated: items[0] ? new Date(items[0].publishedAt ?? items[0].createdAt) : new Date(0),
    feedLinks: { rss: `${baseUrl}${selfPath}` },
  })
  for (const m of items) {
    feed.addItem({
      title: `${m.title} (${MEDIA_TYPE_LABEL[m.type]}, ${m.companyName})`, id: `${baseUrl}/media/${m.id}`, link: `${baseUrl}/companies/${m.companyId}`,
      description: m.content.slice(0, 300), content: m.content, date: new Date(m.publishedAt ?? m.createdAt),
      author: [{ name: m.companyName }], category: [{ name: MEDIA_TYPE_LABEL[m.type] }],
    })
  }
  return feed.rss2()
}

const UPLOAD = /^\/uploads\/([A-Za-z0-9_-]{8,80}(?:\.[a-z0-9]{1,8})?)$/
const DEMO = /^\/demo-assets\/([a-z0-9-]+\.(?:svg|pdf))$/

/** Every attachment of a press kit in one zip; links (files this server does not hold) are listed in links.txt. */
export const pressKitZip = async (item: MediaItemView, storage: FileStorage): Promise<PassThrough> => {
  const zip = new yazl.ZipFile()
  const used = new Set<string>()
  const unique = (name: string) => {
    let n = name.replace(/[\\/]/g, '_') || 'file'
    for (let i = 2; used.has(n.toLowerCase()); i++) n = name.replace(/(\.[^.]*)?$/, ` (${i})$1`)
    used.add(n.toLowerCase())
    return n
  }
  const links: string[] = []
  for (const a of item.attachments) {
    const upload = UPLOAD.exec(a.fileUrl)
    const demo = DEMO.exec(a.fileUrl)
    const stream = upload ? await storage.get(upload[1]) : undefined
    const asset = demo ? demoAsset(demo[1]) : undefined
    if (stream) zip.addReadStream(stream, unique(a.fileName), { compress: false })
    else if (asset) zip.addBuffer(Buffer.from(asset.body), unique(a.fileName), { compress: false })
    else links.push(`${a.fileName}: ${a.fileUrl}`)
  }
  if (links.length) zip.addBuffer(Buffer.from(`${links.join('\n')}\n`), unique('links.txt'))
  zip.end()
  const out = new PassThrough()
  zip.outputStream.pipe(out)
  return out
}

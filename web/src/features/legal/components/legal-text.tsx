// A legal page's text (Settings › Legal) drawn from light Markdown: `##`/`###` headings, paragraphs,
// `-` or `*` lists, **bold** and [links](…). Everything else is text: React escapes it, so HTML or a
// `</script>` in the setting is shown as written, never run. A link goes to a path of this site, an
// http(s) address or a mailto: one; any other (javascript:…) is shown as its text only.
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

type Block =
  | { readonly kind: 'heading'; readonly level: 2 | 3; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }

const HEADING = /^(#{1,3})\s+(.*)$/
const ITEM = /^[-*]\s+(.*)$/

/** The text's blocks: a blank line ends a paragraph or a list. */
export const blocksOf = (text: string): Block[] => {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let items: string[] | null = null
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    if (items) blocks.push({ kind: 'list', items })
    paragraph = []
    items = null
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = HEADING.exec(line)
    const item = ITEM.exec(line)
    if (!line) flush()
    else if (heading) {
      flush()
      blocks.push({ kind: 'heading', level: heading[1].length >= 3 ? 3 : 2, text: heading[2] })
    } else if (item) {
      if (paragraph.length) flush()
      items = [...(items ?? []), item[1]]
    } else if (items) items[items.length - 1] += ` ${line}`
    else paragraph.push(line)
  }
  flush()
  return blocks
}

/** Where a link may go: a path of this site, an http(s) address, an email address. */
export const safeHref = (href: string): string | null =>
  /^\/(?![/\\])/.test(href) || /^https?:\/\/[^\s]+$/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href) ? href : null

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

/** A line's text with its links and bold words. */
function Inline({ text }: { text: string }) {
  const out: ReactNode[] = []
  let at = 0
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) out.push(text.slice(at, m.index))
    const [, label, href, bold] = m
    if (bold !== undefined) out.push(<strong key={m.index}>{bold}</strong>)
    else {
      const to = safeHref(href)
      if (!to) out.push(label)
      else if (to.startsWith('/')) out.push(<Link key={m.index} to={to}>{label}</Link>)
      else out.push(<a key={m.index} href={to} rel="noopener noreferrer">{label}</a>)
    }
    at = m.index + m[0].length
  }
  if (at < text.length) out.push(text.slice(at))
  return <>{out.map((part, i) => <Fragment key={i}>{part}</Fragment>)}</>
}

export function LegalText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, i) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3'
          return <Heading key={i}><Inline text={block.text} /></Heading>
        }
        if (block.kind === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => <li key={j}><Inline text={item} /></li>)}
            </ul>
          )
        }
        return <p key={i}><Inline text={block.text} /></p>
      })}
    </>
  )
}

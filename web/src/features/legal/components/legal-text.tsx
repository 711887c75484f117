// A legal page's text (Settings › Legal), written in Markdown and drawn by markdown-to-jsx (CommonMark
// and GFM into React elements, no dependency, no innerHTML). What the setting may hold is narrowed here:
// HTML in it is text (React escapes it: a `</script>` is shown as written, never run); a link goes to a
// path of this site (through the router), an http(s) address or a mailto: one, any other (javascript:,
// `//host`, data:) is shown as its label only; images are not drawn (their alt text is). The page has
// its own h1, so the text's headings start at h2.
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react'
import { Link } from 'react-router-dom'

/** Where a link may go: a path of this site, an http(s) address, an email address. */
export const safeHref = (href: string): string | null =>
  /^\/(?![/\\])/.test(href) || /^https?:\/\/[^\s]+$/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href) ? href : null

/** A link the sanitizer kept goes where it says (a path of the site through the router); a refused one is its label. */
function LegalLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>
  return <a href={href} rel="noopener noreferrer">{children}</a>
}

const h2 = (props: ComponentPropsWithoutRef<'h2'>) => <h2 {...props} />
const h3 = (props: ComponentPropsWithoutRef<'h3'>) => <h3 {...props} />

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  ignoreHTMLBlocks: true,
  wrapper: null,
  // Links only where safeHref allows; no image is loaded from a setting.
  sanitizer: (value, tag, attribute) => (tag === 'a' && attribute === 'href' ? safeHref(value) : null),
  overrides: {
    a: { component: LegalLink },
    h1: { component: h2 }, h4: { component: h3 }, h5: { component: h3 }, h6: { component: h3 },
    img: { component: ({ alt }: { alt?: string }) => <>{alt ?? ''}</> },
  },
}

export function LegalText({ text }: { text: string }) {
  return <Markdown options={OPTIONS}>{text}</Markdown>
}

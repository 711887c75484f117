/// <reference types="mocha" />
// Issue 23: the legal pages' light Markdown (web/src/features/legal/components/legal-text.tsx): headings,
// paragraphs, lists, bold and links; markup in the text is text, and only safe links are links.
import { expect } from 'chai'
import React, { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { blocksOf, LegalText, safeHref } from '../../web/src/features/legal/components/legal-text'

Object.assign(globalThis, { React })

const draw = (text: string) => renderToString(createElement(MemoryRouter, null, createElement(LegalText, { text }))).replace(/<!-- -->/g, '')

describe('legal pages: their light Markdown', () => {
  it('reads headings, paragraphs and lists; a blank line ends a block', () => {
    expect(blocksOf('Intro line\nsame paragraph\n\n## Rights\n- one\n  more of one\n* two\n\n### Small\n# Top')).to.deep.equal([
      { kind: 'paragraph', text: 'Intro line same paragraph' },
      { kind: 'heading', level: 2, text: 'Rights' },
      { kind: 'list', items: ['one more of one', 'two'] },
      { kind: 'heading', level: 3, text: 'Small' },
      { kind: 'heading', level: 2, text: 'Top' },
    ])
    expect(blocksOf('\r\n\r\n')).to.deep.equal([])
  })

  it('links a path of the site, http(s) and mailto: only', () => {
    expect(['/privacy', 'https://example.com/x', 'mailto:dpo@example.com'].map(safeHref)).to.deep.equal(['/privacy', 'https://example.com/x', 'mailto:dpo@example.com'])
    expect(['javascript:alert(1)', '//evil.example', '/\\\\evil.example', 'data:text/html,x', 'vbscript:x', 'JAVASCRIPT:x'].map(safeHref)).to.deep.equal([null, null, null, null, null, null])
  })

  it('draws markup as text, bold as strong, and a refused link as its label', () => {
    const html = draw('A </script><script>alert(1)</script> <b>x</b> **key** [terms](/terms) [mail](mailto:a@b.co) [bad](javascript:alert%281%29)')
    expect(html).to.include('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt;')
    expect(html).to.include('<strong>key</strong>')
    expect(html).to.include('<a href="/terms" data-discover="true">terms</a>')
    expect(html).to.include('<a href="mailto:a@b.co" rel="noopener noreferrer">mail</a>')
    expect(html).to.include(' bad</p>')
    expect(html).not.to.match(/href="javascript/i)
  })
})

/// <reference types="mocha" />
// Issue 23: the legal pages' Markdown (web/src/features/legal/components/legal-text.tsx, markdown-to-jsx):
// headings, paragraphs, lists, bold and links; markup in the text is text, and only safe links are links.
import { expect } from 'chai'
import React, { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { LegalText, safeHref } from '../../web/src/features/legal/components/legal-text'

Object.assign(globalThis, { React })

const draw = (text: string) => renderToString(createElement(MemoryRouter, null, createElement(LegalText, { text }))).replace(/<!-- -->/g, '')

describe('legal pages: their Markdown', () => {
  it('draws headings (from h2: the page has its h1), paragraphs and lists; a blank line ends a block', () => {
    const html = draw('Intro line\nsame paragraph\n\n## Rights\n- one\n  more of one\n- two\n\n### Small\n# Top\n\n#### Deep')
    expect(html).to.equal('<p>Intro line\nsame paragraph</p><h2 id="rights">Rights</h2><ul><li>one\nmore of one</li><li>two</li></ul>' +
      '<h3 id="small">Small</h3><h2 id="top">Top</h2><h3 id="deep">Deep</h3>')
    expect(draw('\r\n\r\n')).to.equal('')
  })

  it('links a path of the site, http(s) and mailto: only', () => {
    expect(['/privacy', 'https://example.com/x', 'mailto:dpo@example.com'].map(safeHref)).to.deep.equal(['/privacy', 'https://example.com/x', 'mailto:dpo@example.com'])
    expect(['javascript:alert(1)', '//evil.example', '/\\\\evil.example', 'data:text/html,x', 'vbscript:x', 'JAVASCRIPT:x'].map(safeHref)).to.deep.equal([null, null, null, null, null, null])
  })

  it('draws markup as text, bold as strong, and a refused link or an image as its words', () => {
    const html = draw('A </script><script>alert(1)</script> <b>x</b> ]]> **key** [terms](/terms) [mail](mailto:a@b.co) [bad](javascript:alert%281%29) ' +
      '[far](//evil.example) ![logo](https://evil.example/x.png)\n\n<div onclick="alert(1)">block</div>')
    expect(html).to.include('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt; ]]&gt;')
    expect(html).to.include('<strong>key</strong>')
    expect(html).to.include('<a href="/terms" data-discover="true">terms</a>')
    expect(html).to.include('<a href="mailto:a@b.co" rel="noopener noreferrer">mail</a>')
    expect(html).to.include(' bad far logo</p>')
    expect(html).to.include('&lt;div onclick=&quot;alert(1)&quot;&gt;block&lt;/div&gt;')
    expect(html).not.to.match(/href="(javascript|\/\/)/i)
    expect(html).not.to.match(/<(img|script|div)/i)
  })
})

import { expect } from 'chai'
import { mediaPagePath, mediaSlug } from '../../../src/domain/media/media-type'

describe("a media item's slug and page address (issue 22)", () => {
  it('is the title in lower-case ASCII words joined by hyphens, accents dropped', () => {
    expect(mediaSlug('Results 2026: Growth in Milan')).to.equal('results-2026-growth-in-milan')
    expect(mediaSlug('Café Müller öffnet in Zürich!')).to.equal('cafe-muller-offnet-in-zurich')
    expect(mediaSlug('  --Already--Hyphenated--  ')).to.equal('already-hyphenated')
  })

  it('carries nothing of markup or control characters, and is never empty', () => {
    expect(mediaSlug('Launch </script><script>alert(1)</script> ]]> & "quoted"')).to.equal('launch-script-script-alert-1-script-quoted')
    expect(mediaSlug('\u0000\u001f\u202e')).to.equal('item')
    expect(mediaSlug('日本語のニュース')).to.equal('item')
  })

  it('keeps at most 80 characters, without a hyphen at its end', () => {
    const slug = mediaSlug(`${'a'.repeat(79)} b${'c'.repeat(5000)}`)
    expect(slug.length).to.be.at.most(80)
    expect(slug).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('makes the address /media/{id}/{slug}', () => {
    expect(mediaPagePath({ id: 42, title: 'Open Day' })).to.equal('/media/42/open-day')
  })
})

/// <reference types="mocha" />
// The <head> of a server-rendered page (web/src/app/page-head.ts): what a screen says of itself,
// written so that no text of a company or an exhibition can break out of its tag or its script.
import { expect } from 'chai'
import { pageHead, SITE_CARD } from '../../web/src/app/page-head'
import { snippetOf } from '../../web/src/lib/format'
import { breadcrumbs, SITE_DESCRIPTION, siteNameOf } from '../../web/src/lib/page-title'

const ORIGIN = 'https://expo.example'
const ldOf = (tags: string) => [...tags.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>)

describe('the head of a rendered page', () => {
  it('falls back to the site\'s title, description, card image and the path as the canonical address', () => {
    const { title, tags } = pageHead(undefined, ORIGIN, '/directory?sort=a-z')
    expect(title).to.equal('Expo Atlas')
    expect(tags).to.include(`<meta name="description" content="${SITE_DESCRIPTION}" />`)
    expect(tags).to.include('<link rel="canonical" href="https://expo.example/directory" />')
    expect(tags).to.include(`<meta property="og:image" content="${ORIGIN}${SITE_CARD}" />`)
    expect(tags).to.include('<meta name="twitter:card" content="summary_large_image" />')
    expect(ldOf(tags)).to.deep.equal([])
  })

  it('names the site as the Site name setting says: the title, and the preview tags (escaped)', () => {
    const plain = pageHead(undefined, ORIGIN, '/', 'Nordic Industry Fair')
    expect(plain.title).to.equal('Nordic Industry Fair')
    expect(plain.tags).to.include('<meta property="og:site_name" content="Nordic Industry Fair" />')
    expect(plain.tags).to.include('<meta property="og:title" content="Nordic Industry Fair" />')
    const own = pageHead({ title: 'Directory' }, ORIGIN, '/directory', 'Fair "&" <Co>')
    expect(own.title).to.equal('Directory | Fair "&" <Co>')
    expect(own.tags).to.include('<meta property="og:site_name" content="Fair &quot;&amp;&quot; &lt;Co&gt;" />')
    // The name in the public settings' answer; blank or absent is the product's.
    expect([siteNameOf({ siteName: ' Nordic Industry Fair ' }), siteNameOf({ siteName: '  ' }), siteNameOf(undefined), siteNameOf({ siteName: 7 })])
      .to.deep.equal(['Nordic Industry Fair', 'Expo Atlas', 'Expo Atlas', 'Expo Atlas'])
  })

  it('writes a page\'s own title, canonical address, square image and schema.org data with absolute addresses', () => {
    const { title, tags } = pageHead({
      title: 'Acme', description: 'Acme makes things.', canonical: '/companies/7', image: '/uploads/logo.png', imageShape: 'square', type: 'profile',
      structuredData: (url) => [{ '@type': 'Organization', name: 'Acme', logo: url('/uploads/logo.png') }, breadcrumbs(url, [['Home', '/'], ['Acme', '/companies/7']])],
    }, ORIGIN, '/companies/7?tab=contact')
    expect(title).to.equal('Acme | Expo Atlas')
    expect(tags).to.include('<link rel="canonical" href="https://expo.example/companies/7" />')
    expect(tags).to.include('<meta property="og:image" content="https://expo.example/uploads/logo.png" />')
    expect(tags).to.include('<meta property="og:type" content="profile" />')
    expect(tags).to.include('<meta name="twitter:card" content="summary" />')
    expect(ldOf(tags)).to.deep.equal([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme', logo: 'https://expo.example/uploads/logo.png' },
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://expo.example/' },
        { '@type': 'ListItem', position: 2, name: 'Acme', item: 'https://expo.example/companies/7' },
      ] },
    ])
  })

  it('keeps hostile text inside its attribute and its script', () => {
    const evil = '"><script>alert(1)</script> ]]> </script><!-- \u2028 & \' '
    const { tags } = pageHead({ title: evil, description: evil, image: 'javascript:alert(1)', structuredData: () => [{ '@type': 'Thing', name: evil }] }, ORIGIN, '/x')
    // Nothing but our own tags: every < inside a value is escaped.
    expect(tags.match(/<script/g)).to.have.length(1)
    expect(tags).not.to.include('<script>alert')
    expect(tags).not.to.include('"><')
    expect(ldOf(tags)[0].name).to.equal(evil)
    // A script address is no image: the site's card is used.
    expect(tags).to.include(`<meta property="og:image" content="${ORIGIN}${SITE_CARD}" />`)
    expect(tags).not.to.include('javascript:')
  })

  it('preloads the page\'s largest image as the page asks for it', () => {
    expect(pageHead({ preloadImage: '/demo-assets/poster.svg' }, ORIGIN, '/exhibitions/1').tags).to.include('<link rel="preload" as="image" href="/demo-assets/poster.svg" fetchpriority="high" />')
    expect(pageHead({ preloadImage: 'javascript:alert(1)' }, ORIGIN, '/exhibitions/1').tags).not.to.include('rel="preload"')
  })

  it('cuts a description to a snippet at a word, on one line', () => {
    expect(snippetOf('short\n text')).to.equal('short text')
    const long = `${'word '.repeat(60)}end`
    const cut = snippetOf(long)
    expect(cut.length).to.be.at.most(160)
    expect(cut).to.match(/word…$/)
  })
})

describe('the head of an embargoed item\'s preview (issue 22)', () => {
  it('says noindex and carries no Open Graph, Twitter or JSON-LD tags', () => {
    const { tags } = pageHead({
      title: 'Launch </script>', description: 'Under embargo', canonical: '/media/1/launch', noindex: true,
      structuredData: () => [{ '@type': 'NewsArticle', headline: 'Secret' }],
    }, ORIGIN, '/media/1/launch?preview=abc')
    expect(tags).to.include('<meta name="robots" content="noindex" />')
    expect(tags).to.not.match(/og:|twitter:|ld\+json|Secret/)
  })
})

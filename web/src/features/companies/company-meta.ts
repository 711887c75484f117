// What a company profile says of itself to search engines and link previews (lib/page-title.ts):
// a description from its own, its logo, and schema.org's Organization with the trail to it.
import { snippetOf } from '../../lib/format'
import { breadcrumbs, type PageMeta } from '../../lib/page-title'
import { webUrl } from '../../lib/web-url'
import type { CompanyDetailView } from './api/companies'

const present = <T,>(values: readonly (T | null | undefined | '')[]): T[] => values.filter((v): v is T => v !== null && v !== undefined && v !== '')


export function companyMeta(c: CompanyDetailView): PageMeta {
  const path = `/companies/${c.id}`
  const place = present([c.city, c.country]).join(', ')
  const logo = c.logo ? c.logo : null
  return {
    title: c.name,
    description: snippetOf(`${c.name}${c.sector ? `, ${c.sector}` : ''}${place ? `, ${place}` : ''}. ${c.description}`),
    canonical: path,
    image: logo,
    imageShape: 'square',
    type: 'profile',
    structuredData: (url) => {
      const address = present([c.address, c.city, c.state, c.postalCode]).length > 0 || c.countryCode
        ? {
            '@type': 'PostalAddress',
            ...(c.address ? { streetAddress: c.address } : {}),
            ...(c.city ? { addressLocality: c.city } : {}),
            ...(c.state ? { addressRegion: c.state } : {}),
            ...(c.postalCode ? { postalCode: c.postalCode } : {}),
            ...(c.countryCode ? { addressCountry: c.countryCode } : {}),
          }
        : undefined
      const sameAs = present([c.website, c.linkedinUrl, c.twitterUrl, c.facebookUrl, c.instagramUrl].map((link) => webUrl(link)))
      const organization: Record<string, unknown> = {
        '@type': 'Organization',
        '@id': `${url(path)}#organization`,
        name: c.name,
        url: webUrl(c.website) ?? url(path),
        mainEntityOfPage: url(path),
        description: c.description,
        ...(logo ? { logo: url(logo) } : {}),
        ...(address ? { address } : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
        ...(c.foundedYear ? { foundingDate: String(c.foundedYear) } : {}),
        ...(c.employeeCount ? { numberOfEmployees: { '@type': 'QuantitativeValue', value: c.employeeCount } } : {}),
        ...(c.contactPhone ? { telephone: c.contactPhone } : {}),
      }
      return [organization, breadcrumbs(url, [['Home', '/'], ['Directory', '/directory'], [c.name, path]])]
    },
  }
}

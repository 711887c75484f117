import type { Settings } from '../../domain/settings/settings'

/** The site's legal pages (issue 23): /privacy and /terms, their text a setting of the super admin's. */
export const LEGAL_PAGES = ['privacy', 'terms'] as const
export type LegalPage = (typeof LEGAL_PAGES)[number]

/** GET /api/legal/{page}: a legal page's title and text. */
export interface LegalPageView {
  readonly page: LegalPage
  readonly title: string
  readonly body: string
}

export const legalPageOf = (s: Settings, page: LegalPage): LegalPageView => page === 'privacy'
  ? { page, title: 'Privacy Policy', body: s.legal.privacyPolicy }
  : { page, title: 'Terms of Service', body: s.legal.termsOfService }

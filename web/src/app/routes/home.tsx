import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { ArrowRightIcon } from '../../components/ui/icons'
import { SectionHeader } from '../../components/ui/section-header'
import { FeaturedCompanies } from '../../features/companies/components/featured-companies'
import { UpcomingExhibitions } from '../../features/exhibitions/components/upcoming-exhibitions'
import { CallToAction } from '../../features/home/components/call-to-action'
import { FeatureGrid } from '../../features/home/components/feature-grid'
import { Hero } from '../../features/home/components/hero'
import { usePageMeta, useSiteName } from '../../lib/page-title'

const SECTIONS = [
  {
    id: 'home-featured-title',
    eyebrow: 'Directory',
    title: 'Featured Companies',
    description: 'Verified companies that visitors view the most.',
    link: { to: '/directory', label: 'View all companies' },
    content: FeaturedCompanies,
  },
  {
    id: 'home-exhibitions-title',
    eyebrow: 'Exhibitions',
    title: 'Upcoming Exhibitions',
    description: 'Themed virtual exhibitions where verified companies present their products and services.',
    link: { to: '/exhibitions', label: 'View all exhibitions' },
    content: UpcomingExhibitions,
    alt: true,
  },
]

/** The site (named as the Site name setting says), with the directory's search (a search box in search results), and its publisher. */
const siteData = (siteName: string) => (url: (path: string) => string) => [
  {
    '@type': 'WebSite',
    name: siteName,
    url: url('/'),
    potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${url('/directory')}?search={search_term_string}` }, 'query-input': 'required name=search_term_string' },
  },
  { '@type': 'Organization', name: siteName, url: url('/'), logo: url('/favicon.svg') },
]

export default function HomePage() {
  const siteName = useSiteName()
  usePageMeta({
    description: 'Browse verified companies from around the world by country and sector, join themed virtual exhibitions, and read company news and press releases.',
    canonical: '/',
    structuredData: siteData(siteName),
  })
  return (
    <>
      <Hero />
      <FeatureGrid />
      {SECTIONS.map(({ content: Content, ...section }) => (
        <HomeSection key={section.id} {...section}>
          <Content />
        </HomeSection>
      ))}
      <CallToAction />
    </>
  )
}

interface HomeSectionProps {
  id: string
  eyebrow: string
  title: string
  description: string
  link: { to: string; label: string }
  alt?: boolean
  children: ReactNode
}

/** A home section: its header with a "View all" link, then its cards. */
function HomeSection({ id, eyebrow, title, description, link, alt, children }: HomeSectionProps) {
  return (
    <Section aria-labelledby={id} $alt={alt}>
      <Container>
        <SectionHeader
          id={id}
          eyebrow={eyebrow}
          title={title}
          description={description}
          action={
            <ButtonLink to={link.to} $variant="secondary">
              {link.label}
              <ArrowRightIcon size={16} />
            </ButtonLink>
          }
        />
        {children}
      </Container>
    </Section>
  )
}

const Section = styled.section<{ $alt?: boolean }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surface : 'transparent')};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

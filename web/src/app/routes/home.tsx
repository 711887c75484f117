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
import { usePageTitle } from '../../lib/page-title'

export default function HomePage() {
  usePageTitle()
  return (
    <>
      <Hero />
      <FeatureGrid />
      <Section aria-labelledby="home-featured-title">
        <Container>
          <SectionHeader
            id="home-featured-title"
            eyebrow="Directory"
            title="Featured Companies"
            description="Verified companies that visitors view the most."
            action={
              <ButtonLink to="/directory" $variant="secondary">
                View all companies
                <ArrowRightIcon size={16} />
              </ButtonLink>
            }
          />
          <FeaturedCompanies />
        </Container>
      </Section>
      <Section aria-labelledby="home-exhibitions-title" $alt>
        <Container>
          <SectionHeader
            id="home-exhibitions-title"
            eyebrow="Exhibitions"
            title="Upcoming Exhibitions"
            description="Themed virtual exhibitions where verified companies present their products and services."
            action={
              <ButtonLink to="/exhibitions" $variant="secondary">
                View all exhibitions
                <ArrowRightIcon size={16} />
              </ButtonLink>
            }
          />
          <UpcomingExhibitions />
        </Container>
      </Section>
      <CallToAction />
    </>
  )
}

const Section = styled.section<{ $alt?: boolean }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surface : 'transparent')};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

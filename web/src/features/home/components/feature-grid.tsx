import styled from 'styled-components'
import { Container } from '../../../components/ui/container'
import { BriefcaseIcon, BuildingIcon, CalendarIcon, NewspaperIcon, ShieldCheckIcon, SparklesIcon } from '../../../components/ui/icons'
import { SectionHeader } from '../../../components/ui/section-header'
import { IconTile } from '../../../components/ui/icon-tile'
import { plainList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'

const FEATURES = [
  {
    icon: BuildingIcon,
    title: 'Company Directory',
    text: 'Search approved companies by country, sector and subsector, and compare their products and services.',
  },
  {
    icon: CalendarIcon,
    title: 'Virtual Exhibitions',
    text: 'Visit themed online expos, meet exhibitors and join live sessions from anywhere in the world.',
  },
  {
    icon: NewspaperIcon,
    title: 'Media Center',
    text: 'Read company news, press releases and event announcements, moderated for quality.',
  },
  {
    icon: BriefcaseIcon,
    title: 'Company Management',
    text: `Company managers create and maintain up to ${MAX_COMPANIES_PER_MANAGER} company profiles, with media and exhibition sign-ups.`,
  },
  {
    icon: ShieldCheckIcon,
    title: 'Verification System',
    text: 'Our team reviews every company. Verified companies carry a badge of trust and may exhibit.',
  },
  {
    icon: SparklesIcon,
    title: 'Smart Recommendations',
    text: 'Get suggestions for companies and exhibitions based on your interests and earlier visits.',
  },
] as const

export function FeatureGrid() {
  return (
    <Section aria-labelledby="home-features-title">
      <Container>
        <SectionHeader
          id="home-features-title"
          eyebrow="Why Expo Atlas"
          title="Everything you need to find and meet the right partners"
          description="A single place for trusted company information, online exhibitions and industry news."
        />
        <Grid>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Feature key={title}>
              <IconWrap>
                <Icon size={24} />
              </IconWrap>
              <h3>{title}</h3>
              <p>{text}</p>
            </Feature>
          ))}
        </Grid>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme }) => theme.colors.surface};
`

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${plainList}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Feature = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    ${mutedSmall}
  }
`

const IconWrap = styled(IconTile)`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.accentSoft});
  color: ${({ theme }) => theme.colors.primary};
`

import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { ArrowRightIcon, CheckCircleIcon } from '../../../components/ui/icons'

export function Hero() {
  return (
    <Section aria-labelledby="home-hero-title">
      <Container>
        <Grid>
          <div>
            <Eyebrow>Global B2B directory · Virtual exhibitions</Eyebrow>
            <Title id="home-hero-title">Discover verified companies and meet them at virtual exhibitions</Title>
            <Lead>
              Expo Atlas connects buyers, partners and press with companies from around the world. Every listed company
              is reviewed by our team, so you can explore with confidence.
            </Lead>
            <Actions>
              <ButtonLink to="/directory" $variant="inverse" $size="lg">
                Browse Directory
                <ArrowRightIcon size={18} />
              </ButtonLink>
              <ButtonLink to="/exhibitions" $variant="inverseOutline" $size="lg">
                View Exhibitions
              </ButtonLink>
            </Actions>
            <Points>
              <li>
                <CheckCircleIcon size={18} /> Verified company profiles
              </li>
              <li>
                <CheckCircleIcon size={18} /> Themed online expos
              </li>
              <li>
                <CheckCircleIcon size={18} /> News and press releases
              </li>
            </Points>
          </div>
          <Illustration />
        </Grid>
      </Container>
    </Section>
  )
}

/** A self-drawn globe with exhibition pins. Decorative. */
function Illustration() {
  return (
    <Art viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-globe" cx="38%" cy="32%" r="75%">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="0.6" stopColor="#1e40af" />
          <stop offset="1" stopColor="#0b1f4d" />
        </radialGradient>
        <linearGradient id="hero-ring" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0" />
          <stop offset="0.5" stopColor="#5eead4" stopOpacity="0.9" />
          <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="200" r="150" fill="url(#hero-globe)" />
      <g fill="none" stroke="#93c5fd" strokeOpacity="0.45" strokeWidth="1.5">
        <ellipse cx="200" cy="200" rx="150" ry="52" />
        <ellipse cx="200" cy="200" rx="150" ry="104" />
        <ellipse cx="200" cy="200" rx="52" ry="150" />
        <ellipse cx="200" cy="200" rx="104" ry="150" />
        <path d="M50 200h300M200 50v300" />
      </g>
      <ellipse cx="200" cy="200" rx="190" ry="60" fill="none" stroke="url(#hero-ring)" strokeWidth="3" transform="rotate(-18 200 200)" />
      <g>
        <circle cx="148" cy="142" r="9" fill="#5eead4" />
        <circle cx="148" cy="142" r="18" fill="#5eead4" fillOpacity="0.25" />
        <circle cx="262" cy="176" r="9" fill="#fbbf24" />
        <circle cx="262" cy="176" r="18" fill="#fbbf24" fillOpacity="0.25" />
        <circle cx="214" cy="266" r="9" fill="#f472b6" />
        <circle cx="214" cy="266" r="18" fill="#f472b6" fillOpacity="0.25" />
        <path d="M148 142Q210 120 262 176Q250 240 214 266" fill="none" stroke="#fff" strokeOpacity="0.7" strokeWidth="2" strokeDasharray="5 6" />
      </g>
      <g>
        <rect x="238" y="70" width="132" height="52" rx="12" fill="#fff" />
        <circle cx="262" cy="96" r="12" fill="#dcfce7" />
        <path d="M256 96l4.5 4.5 8-8.5" fill="none" stroke="#15803d" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="282" y="86" width="70" height="8" rx="4" fill="#0f172a" fillOpacity="0.8" />
        <rect x="282" y="100" width="48" height="7" rx="3.5" fill="#94a3b8" />
        <rect x="28" y="282" width="140" height="52" rx="12" fill="#fff" />
        <rect x="42" y="296" width="24" height="24" rx="6" fill="#dbeafe" />
        <path d="M47 305h14M47 311h10" stroke="#1d4ed8" strokeWidth="2.5" strokeLinecap="round" />
        <rect x="76" y="296" width="76" height="8" rx="4" fill="#0f172a" fillOpacity="0.8" />
        <rect x="76" y="310" width="52" height="7" rx="3.5" fill="#94a3b8" />
      </g>
    </Art>
  )
}

const Section = styled.section`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[16]} 0;
  background:
    radial-gradient(circle at 90% 0%, rgba(45, 212, 191, 0.22), transparent 45%),
    radial-gradient(circle at 0% 100%, rgba(59, 130, 246, 0.3), transparent 50%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.navy} 0%, #10296b 60%, ${({ theme }) => theme.colors.navyLight} 100%);
  color: ${({ theme }) => theme.colors.textOnDark};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[20]} 0;
  }
`

const Grid = styled.div`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.15fr 0.85fr;
  }
`

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.08);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.03em;
  line-height: 1.08;
`

const Lead = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    color: #5eead4;
  }
`

const Art = styled.svg`
  display: none;
  width: 100%;
  max-width: 420px;
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`

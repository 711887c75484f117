import styled from 'styled-components'
import { BuildingIcon, CalendarIcon, CheckIcon, NewspaperIcon, QuoteIcon, UsersIcon } from '../../../components/ui/icons'
import { stacked } from '../../../components/ui/stack'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'

const BENEFITS = [
  { icon: BuildingIcon, text: 'Browse the global directory of verified companies' },
  { icon: CalendarIcon, text: 'Join virtual exhibitions and meet exhibitors online' },
  { icon: UsersIcon, text: `Manage up to ${MAX_COMPANIES_PER_MANAGER} company profiles as a company manager` },
  { icon: NewspaperIcon, text: 'Access exclusive media content and press releases' },
] as const

export function AuthSidePanel() {
  return (
    <Panel aria-labelledby="auth-side-heading">
      <Heading id="auth-side-heading">Discover, Connect, and Grow</Heading>
      <Lead>One account opens the whole platform: companies, exhibitions and news from around the world.</Lead>
      <Benefits>
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text}>
            <BenefitIcon>
              <Icon size={18} />
            </BenefitIcon>
            <span>{text}</span>
          </li>
        ))}
      </Benefits>
      <Testimonial>
        <QuoteIcon size={28} />
        <blockquote>
          <p>
            “Expo Atlas put our factory in front of buyers in twelve countries. We booked more meetings in one virtual
            exhibition than in a season of trade fairs.”
          </p>
        </blockquote>
        <figcaption>
          <strong>Amira Haddad</strong>
          <span>Export Director, Nordlight Solar</span>
        </figcaption>
      </Testimonial>
      <Verified>
        <CheckIcon size={16} /> Every listed company is reviewed by our team.
      </Verified>
    </Panel>
  )
}

const Panel = styled.section`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 85% 10%, rgba(45, 212, 191, 0.25), transparent 40%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.navy} 0%, ${({ theme }) => theme.colors.navyLight} 100%);
  color: ${({ theme }) => theme.colors.textOnDark};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[10]};
  }
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  letter-spacing: -0.02em;
`

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`

const Benefits = styled.ul`
  ${stacked(4)}

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`

const BenefitIcon = styled.span`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.12);
`

const Testimonial = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid rgba(255, 255, 255, 0.16);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.06);

  > svg {
    color: #5eead4;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  blockquote {
    margin: 0;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  figcaption {
    display: flex;
    flex-direction: column;
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    span {
      color: ${({ theme }) => theme.colors.textOnDarkMuted};
    }
  }
`

const Verified = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`

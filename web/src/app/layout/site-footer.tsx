import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { BrandLogo } from '../../components/ui/brand-logo'
import { Container } from '../../components/ui/container'
import { useIconTooltip } from '../../components/ui/icon-button'
import { ExternalLinkIcon, FacebookGlyph, InstagramGlyph, LinkedInGlyph, XGlyph, YouTubeGlyph } from '../../components/ui/icons'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { plainList, stacked } from '../../components/ui/stack'
import { useSiteName } from '../../lib/page-title'
import { usePublicSettings } from '../../lib/public-settings'

// The Company column links the legal pages (issue 23); About and FAQ, pages that do not exist, are not
// linked rather than pointing home. The Contact links write to the Contact email setting.
/** An icon-only link: its name shows in a tooltip on hover and keyboard focus. */
function SocialLink({ label, children }: { label: string; children: ReactNode }) {
  const { setRef, arm, tooltip } = useIconTooltip<HTMLAnchorElement>(undefined, label)
  return (
    <>
      <Link ref={setRef} to="/" aria-label={label} onPointerEnter={arm} onFocus={arm}>
        {children}
      </Link>
      {tooltip}
    </>
  )
}

const COLUMNS = [
  {
    title: 'Platform',
    links: [
      { label: 'Directory', to: '/directory' },
      { label: 'Exhibitions', to: '/exhibitions' },
      { label: 'Media Center', to: '/media-center' },
      { label: 'For Companies', to: '/my-companies' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
]

const CONTACT = ['Support', 'Partnerships', 'Expo Inquiries']

// Placeholders until the company's social accounts exist.
const SOCIAL = [
  { label: 'LinkedIn', icon: LinkedInGlyph },
  { label: 'X (formerly Twitter)', icon: XGlyph },
  { label: 'Facebook', icon: FacebookGlyph },
  { label: 'Instagram', icon: InstagramGlyph },
  { label: 'YouTube', icon: YouTubeGlyph },
] as const

export function SiteFooter() {
  const year = new Date().getFullYear()
  const siteName = useSiteName()
  // Blank when the super admin removed the Contact email: then there is no one to write to.
  const contactEmail = usePublicSettings().data?.contactEmail
  return (
    <Footer>
      <Container>
        <Top>
          <About>
            <BrandLogo name={siteName} inverse />
            <p>The global directory of verified companies, with virtual exhibitions and a media center for the industry.</p>
            <Social aria-label="Social media">
              {SOCIAL.map(({ label, icon: Icon }) => (
                <li key={label}>
                  <SocialLink label={label}>
                    <Icon size={18} />
                  </SocialLink>
                </li>
              ))}
            </Social>
          </About>
          <Columns aria-label="Footer">
            {COLUMNS.map((col) => (
              <div key={col.title}>
                <h2>{col.title}</h2>
                <ul>
                  {col.links.map((l) => (
                    <li key={l.label}>
                      <Link to={l.to}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {contactEmail ? (
            <div>
              <h2>Contact</h2>
              <ul>
                {CONTACT.map((label) => (
                  <li key={label}>
                    <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(label)}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </div>
            ) : null}
          </Columns>
        </Top>
        <Bottom>
          <p>© {year} {siteName}. All rights reserved.</p>
          <p>
            <a href="https://www.vfairs.com" target="_blank" rel="noopener noreferrer">
              Virtual exhibitions powered by vFairs
              <ExternalLinkIcon size={14} />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </p>
        </Bottom>
      </Container>
    </Footer>
  )
}

const Footer = styled.footer`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    text-decoration: none;
    border-radius: 4px;

    &:hover {
      color: #fff;
      text-decoration: underline;
    }
  }
`

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.1fr 2fr;
  }
`

const About = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    max-width: 22rem;
  }
`

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${plainList}

  a {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: rgba(255, 255, 255, 0.08);

    &:hover {
      background: rgba(255, 255, 255, 0.16);
    }
  }
`

const Columns = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #fff;
  }

  ul {
    ${stacked(1)}
  }

  /* Tap targets of 32 px (at least 24, WCAG 2.5.8): the line's height, not the text's. */
  ul a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.14);

  p {
    margin: 0;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2rem;
  }
`

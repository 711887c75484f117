import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { BrandLogo } from '../../components/ui/brand-logo'
import { Button, ButtonLink } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { CloseIcon, HeartIcon, LogOutIcon, MenuIcon } from '../../components/ui/icons'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { IconButton, iconControl, useIconTooltip, type IconControlProps } from '../../components/ui/icon-button'
import { InitialsAvatar } from '../../components/ui/initials-avatar'
import { useLogout } from '../../features/auth/api/auth'
import { useSiteName } from '../../lib/page-title'
import { useRegistrationOpen } from '../../lib/public-settings'
import { useHydrated } from '../../lib/use-hydrated'
import { useMediaQuery } from '../../lib/media-query'
import { fullName, useSession, type SessionUser } from '../../lib/session'
import { theme } from '../../theme'
import { HELP_SLOT_ID } from '../../features/tours/help-widget'
import { navItemsFor, type NavItem } from './nav-links'
import { navRow, plainList, StackList } from '../../components/ui/stack'
import { UserSummary } from '../../components/ui/user-summary'
import { mutedSmall } from '../../components/ui/text'
import { useAuthPath } from '../../lib/return-to'

const MOBILE_MENU_ID = 'mobile-menu'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Makes every element beside `el` and beside each of its ancestors up to <body> inert (the page
 * behind a modal), but for live regions (the notifications), which must still be heard. Returns the undo.
 */
function inertOutside(el: HTMLElement): () => void {
  const made: Element[] = []
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches('[aria-live], [data-react-aria-top-layer], script')) continue
      sibling.setAttribute('inert', '')
      made.push(sibling)
    }
  }
  return () => made.forEach((sibling) => sibling.removeAttribute('inert'))
}

/** The notification centre: a chunk of its own, loaded for a signed-in user only (visitors never fetch it). */
const NotificationBell = lazy(() => import('../../features/watchlists/components/notification-bell'))

// The inline navigation needs more room for a signed-in user (up to six links,
// the name and Log out), so the hamburger menu takes over at a wider viewport.
// The signed-out row takes 16 px more than md since it holds the tour's help button (issue 23).
const COLLAPSE_SIGNED_OUT = theme.breakpoints.md + 16
const COLLAPSE_SIGNED_IN = theme.breakpoints.lg
const COLLAPSE_SIX_LINKS = theme.breakpoints.xl
/** With this many links, the row has no room for the heart to the favourites beside the user's name. */
const MAX_LINKS_WITH_FAVORITES = 5
/** From this width the user's name is shown next to the avatar and links get more padding. */
const ROOMY = 1200

export function SiteHeader() {
  const session = useSession()
  const siteName = useSiteName()
  // When the session check fails (not a 401), the header falls back to the signed-out links.
  const user = session.user === undefined && session.error ? null : session.user
  const { logout, isPending } = useLogout()
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  const location = useLocation()
  const items = navItemsFor(user)
  // An admin's row (six links, the bell and the account) needs a wider screen than a member's before it fits.
  const bp = !user ? COLLAPSE_SIGNED_OUT : items.length >= MAX_LINKS_WITH_FAVORITES + 1 ? COLLAPSE_SIX_LINKS : COLLAPSE_SIGNED_IN
  // Only one of the two navigations is rendered, so no text of the header exists twice. Not known on
  // the server: there (and while the page hydrates) both are drawn, and CSS shows the one that fits,
  // so that a server-rendered page paints the right header on a phone and on a desktop alike.
  const wide = useMediaQuery(`(min-width: ${bp}px)`)
  const hydrated = useHydrated()
  const open = menuOpen && !wide

  // Close the mobile menu on navigation.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search])

  // The open menu is modal (issue 23): Tab and Shift+Tab go round its toggle and its links, the page
  // behind is inert, Escape closes it (focus goes back to the toggle); so does a click outside. Made
  // here rather than with React Aria's FocusScope: the header is in every first visit's code, and
  // React Aria is not (the bundle budget).
  useEffect(() => {
    if (!open) return
    const header = headerRef.current
    const made = header ? inertOutside(header) : () => undefined
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false)
        toggleRef.current?.focus()
      } else if (e.key === 'Tab') {
        const panel = document.getElementById(MOBILE_MENU_ID)
        const cycle = [toggleRef.current, ...(panel ? panel.querySelectorAll<HTMLElement>(FOCUSABLE) : [])].filter((el): el is HTMLElement => !!el && el.offsetParent !== null)
        if (cycle.length === 0) return
        const at = cycle.indexOf(document.activeElement as HTMLElement)
        const next = e.shiftKey ? (at <= 0 ? cycle.length - 1 : at - 1) : at === -1 || at === cycle.length - 1 ? 0 : at + 1
        e.preventDefault()
        cycle[next].focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(e.target as Node)) setMenuOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      made()
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  // Leaving the narrow layout closes the menu.
  useEffect(() => {
    if (wide) setMenuOpen(false)
  }, [wide])

  return (
    <Header ref={headerRef}>
      <Container>
        <Bar>
          <BrandLink to="/">
            <BrandLogo name={siteName} />
          </BrandLink>

          {wide || !hydrated ? (
            <>
              <DesktopNav aria-label="Main" $bp={bp}>
                <NavList>
                  {items.map((item) => (
                    <li key={item.to}>
                      <DesktopLink to={item.to}>{item.label}</DesktopLink>
                    </li>
                  ))}
                </NavList>
              </DesktopNav>
              <DesktopAccount $bp={bp} data-account="">
                {/* The heart to the favourites needs the room of a sixth link, beside the bell: a manager's row (five links) and an admin's (six) go without it; an admin's row shows the avatar without the name. */}
                <Account user={user} onLogout={logout} loggingOut={isPending} favorites={items.length < MAX_LINKS_WITH_FAVORITES} compact={items.length > MAX_LINKS_WITH_FAVORITES} />
              </DesktopAccount>
            </>
          ) : null}
          {/* The tour's help button (features/tours/help-widget.tsx) is drawn here, on pages with a tour. */}
          <span id={HELP_SLOT_ID} />
          {user && hydrated ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {!wide || !hydrated ? (
            <MenuToggle
              ref={toggleRef}
              $size={2.75}
              $bp={bp}
              aria-expanded={open}
              aria-controls={MOBILE_MENU_ID}
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </MenuToggle>
          ) : null}
        </Bar>
      </Container>

      {/* The panel stays in the DOM for aria-controls; its content exists only while open,
          so that nothing in the header is duplicated on wide screens. */}
      <MobilePanel id={MOBILE_MENU_ID} hidden={!open} $bp={bp}>
        {open ? <MobileMenu items={items} user={user} onLogout={logout} loggingOut={isPending} /> : null}
      </MobilePanel>
    </Header>
  )
}

interface MenuProps {
  items: NavItem[]
  user: SessionUser | null | undefined
  onLogout: () => void
  loggingOut: boolean
}

function MobileMenu({ items, user, onLogout, loggingOut }: MenuProps) {
  const registrationOpen = useRegistrationOpen()
  const logInPath = useAuthPath()
  const signUpPath = useAuthPath('register')
  return (
    <Container>
      <nav aria-label="Mobile">
        <StackList $gap={1}>
          {items.map((item) => (
            <li key={item.to}>
              <MobileLink to={item.to}>{item.label}</MobileLink>
            </li>
          ))}
        </StackList>
      </nav>
      <MobileAccount>
        {user ? (
          <>
            <UserSummary name={fullName(user)} email={user.email} />
            <ButtonLink to="/favorites" $variant="outline" $block>
              <HeartIcon size={18} />
              Favorites
            </ButtonLink>
            <Button $variant="outline" $block onClick={onLogout} disabled={loggingOut}>
              <LogOutIcon size={18} />
              {loggingOut ? 'Logging out...' : 'Log out'}
            </Button>
          </>
        ) : user === null ? (
          <MobileAuth>
            <ButtonLink to={logInPath} $variant="outline" $block>
              Log in
            </ButtonLink>
            {registrationOpen && (
              <ButtonLink to={signUpPath} $block>
                Sign up
              </ButtonLink>
            )}
          </MobileAuth>
        ) : null}
      </MobileAccount>
    </Container>
  )
}

function Account({ user, onLogout, loggingOut, favorites, compact = false }: { user: SessionUser | null | undefined; onLogout: () => void; loggingOut: boolean; favorites: boolean; compact?: boolean }) {
  // Registration closed by the super admin: no way in that leads to a closed form.
  const registrationOpen = useRegistrationOpen()
  const logInPath = useAuthPath()
  const signUpPath = useAuthPath('register')
  if (user === undefined) return <AccountPlaceholder aria-hidden="true" />
  if (user === null) {
    return (
      <AccountRow>
        <ButtonLink to={logInPath} $variant="ghost">
          Log in
        </ButtonLink>
        {registrationOpen && <ButtonLink to={signUpPath}>Sign up</ButtonLink>}
      </AccountRow>
    )
  }
  const name = fullName(user)
  return (
    <AccountRow>
      {favorites ? <FavoritesLink /> : null}
      <UserChip title={compact ? name : undefined}>
        <InitialsAvatar name={name} size={32} />
        {compact ? <UserName>{user.firstName}<VisuallyHidden> {user.lastName}</VisuallyHidden></UserName> : <UserName>{name}</UserName>}
      </UserChip>
      <Button $variant="outline" $size="sm" onClick={onLogout} disabled={loggingOut}>
        {loggingOut ? 'Logging out...' : 'Log out'}
      </Button>
    </AccountRow>
  )
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[4]};
  }

  @media (min-width: ${ROOMY}px) {
    gap: ${({ theme }) => theme.space[6]};
  }

  height: ${({ theme }) => theme.layout.headerHeight};

  /* The help button's slot: at the right end, before the bell and the menu button; after the account on a wide screen. */
  > #${HELP_SLOT_ID} {
    display: flex;
    margin-left: auto;

    &:empty {
      display: none;
    }
  }

  > #${HELP_SLOT_ID}:not(:empty) ~ [aria-controls='${MOBILE_MENU_ID}'] {
    margin-left: 0;
  }

  /* Beside the account, close to it (the row is full): 44 px and 4 px of gap. */
  > [data-account] ~ #${HELP_SLOT_ID} {
    margin-left: calc(4px - ${({ theme }) => theme.space[4]});

    @media (min-width: ${ROOMY}px) {
      margin-left: calc(4px - ${({ theme }) => theme.space[6]});
    }
  }
`

/** A long site name gives way (cut with an ellipsis) rather than the links and the account. */
const BrandLink = styled(Link)`
  display: inline-flex;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
`

const DesktopNav = styled.nav<{ $bp: number }>`
  display: none;
  flex: 1 0 auto;

  @media (min-width: ${({ $bp }) => $bp}px) {
    display: block;
  }
`

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${plainList}
`

const activeLink = css`
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

const DesktopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  /* 10 px, not 12: the row holds the help button too (issue 23). */
  @media (min-width: ${ROOMY}px) {
    padding: 0 10px;
  }

  ${activeLink}
`

const DesktopAccount = styled.div<{ $bp: number }>`
  display: none;
  margin-left: auto;
  flex-shrink: 0;

  @media (min-width: ${({ $bp }) => $bp}px) {
    display: block;
  }
`

const AccountRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

const AccountPlaceholder = styled.div`
  width: 10rem;
  height: 2.25rem;
`

const UserChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`

// Below ROOMY the name stays in the accessibility tree but only the avatar shows.
const UserName = styled.span`
  max-width: 11rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  @media (max-width: ${ROOMY - 0.02}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    clip: rect(0, 0, 0, 0);
  }
`

const MenuToggle = styled(IconButton)<{ $bp: number }>`
  margin-left: auto;

  @media (min-width: ${({ $bp }) => $bp}px) {
    display: none;
  }
`

const MobilePanel = styled.div<{ $bp: number }>`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  @media (min-width: ${({ $bp }) => $bp}px) {
    display: none;
  }
`

const MobileLink = styled(NavLink)`
  ${navRow('3rem')}
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  ${activeLink}
`

const MobileAccount = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  &:empty {
    display: none;
  }
`

const MobileAuth = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`

/**
 * The user's favourites (/favorites), as a heart beside their name: the links row has no room for a seventh
 * link. Not for an admin (six links already: the site's name would give way); they reach it from the
 * dashboard's Favorites card, and everyone from the mobile menu.
 */
function FavoritesLink() {
  const { setRef, arm, tooltip } = useIconTooltip<HTMLAnchorElement>(undefined, 'Favorites')
  return (
    <>
      <HeartLink ref={setRef} to="/favorites" aria-label="Favorites" $variant="ghost" $size={2.25} onPointerEnter={arm} onFocus={arm}>
        <HeartIcon size={20} />
      </HeartLink>
      {tooltip}
    </>
  )
}

const HeartLink = styled(NavLink)<IconControlProps>`
  ${iconControl}
  ${activeLink}
`

// Admin shell (admin-back-office.md §2): a fixed sidebar on large screens, a slide-out
// one on small screens, the current user, a breadcrumb and a logout button.
import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { BrandLogo } from '../../components/ui/brand-logo'
import { Button } from '../../components/ui/button'
import { IconButton } from '../../components/ui/icon-button'
import {
  BuildingIcon,
  CalendarIcon,
  ChevronRightIcon,
  CloseIcon,
  DashboardIcon,
  HistoryIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  NewspaperIcon,
  SettingsIcon,
  TagsIcon,
  UsersIcon,
} from '../../components/ui/icons'
import { LoadingState } from '../../components/ui/spinner'
import { useLogout } from '../../features/auth/api/auth'
import { useSiteName } from '../../lib/page-title'
import { scrollKey } from '../../lib/scroll-key'
import { fullName, hasRole, roleGroups, useSession } from '../../lib/session'
import { theme } from '../../theme'
import { SkipLink } from './skip-link'
import { navRow, plainList, StackList } from '../../components/ui/stack'
import { UserSummary } from '../../components/ui/user-summary'
import { HELP_SLOT_ID } from '../../features/tours/help-widget'
import { TourHost } from '../../features/tours/tour-host'

const SIDEBAR_ID = 'admin-sidebar'

const ITEMS = [
  { to: '/admin', label: 'Dashboard', icon: DashboardIcon, end: true },
  { to: '/admin/users', label: 'Users', icon: UsersIcon },
  { to: '/admin/companies', label: 'Companies', icon: BuildingIcon },
  { to: '/admin/exhibitions', label: 'Exhibitions', icon: CalendarIcon },
  { to: '/admin/media', label: 'Media', icon: NewspaperIcon },
  { to: '/admin/categories', label: 'Categories', icon: TagsIcon },
  { to: '/admin/audit', label: 'Audit Trail', icon: HistoryIcon },
  { to: '/admin/outbox', label: 'Outbox', icon: MailIcon, superAdminOnly: true },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon, superAdminOnly: true },
] as const

const sectionOf = (pathname: string): string => {
  const match = [...ITEMS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`))
  return match?.label ?? 'Dashboard'
}

export default function AdminLayout() {
  const { user } = useSession()
  const siteName = useSiteName()
  const { logout, isPending } = useLogout()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const mainRef = useRef<HTMLElement>(null)
  const firstRender = useRef(true)
  const isSuperAdmin = hasRole(user, roleGroups.superAdmins)
  const items = ITEMS.filter((i) => !('superAdminOnly' in i) || isSuperAdmin)
  const section = sectionOf(pathname)

  useEffect(() => {
    setOpen(false)
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.lg}px)`)
    const onWide = () => wide.matches && setOpen(false)
    document.addEventListener('keydown', onKey)
    wide.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKey)
      wide.removeEventListener('change', onWide)
    }
  }, [open])

  const name = user ? fullName(user) : ''

  return (
    <Shell>
      <SkipLink />
      <TourHost />
      <Backdrop hidden={!open} onClick={() => setOpen(false)} />
      <Sidebar id={SIDEBAR_ID} aria-label="Admin sidebar" $open={open}>
        <SidebarTop>
          <BrandLink to="/">
            <BrandLogo name={siteName} inverse />
          </BrandLink>
          <CloseButton ref={closeRef} aria-label="Close admin menu" onClick={() => setOpen(false)}>
            <CloseIcon size={20} />
          </CloseButton>
        </SidebarTop>
        <nav aria-label="Admin">
          <StackList $gap={1}>
            {items.map(({ to, label, icon: Icon, ...rest }) => (
              <li key={to}>
                <SideLink to={to} end={'end' in rest ? rest.end : false}>
                  <Icon size={18} />
                  {label}
                </SideLink>
              </li>
            ))}
          </StackList>
        </nav>
        <UserCard>
          <UserSummary name={name} email={user?.email} inverse compact />
          <Button $variant="inverseOutline" $size="sm" $block onClick={logout} disabled={isPending}>
            <LogOutIcon size={16} />
            {isPending ? 'Logging out...' : 'Log out'}
          </Button>
        </UserCard>
      </Sidebar>

      <Content>
        <TopBar>
          <MenuButton
            ref={toggleRef}
            aria-label="Open admin menu"
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={() => setOpen(true)}
          >
            <MenuIcon size={22} />
          </MenuButton>
          <nav aria-label="Breadcrumb">
            <Crumbs>
              <li>
                <Link to="/">Home</Link>
                <ChevronRightIcon size={14} />
              </li>
              <li>
                <Link to="/admin">Admin</Link>
                <ChevronRightIcon size={14} />
              </li>
              <li>
                <span aria-current="page">{section}</span>
              </li>
            </Crumbs>
          </nav>
          {/* The tour's help button (features/tours/help-widget.tsx). */}
          <HelpSlot id={HELP_SLOT_ID} />
        </TopBar>
        <Main ref={mainRef} id="main-content" tabIndex={-1}>
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <Outlet />
          </Suspense>
        </Main>
      </Content>
      <ScrollRestoration getKey={scrollKey} />
    </Shell>
  )
}

const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(15, 23, 42, 0.5);

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const Sidebar = styled.aside<{ $open: boolean }>`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.layout.sidebarWidth}, 85vw);
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    visibility ${({ theme }) => theme.transitions.normal};

  ${({ theme }) => theme.media.lg} {
    width: ${({ theme }) => theme.layout.sidebarWidth};
    transform: none;
    visibility: visible;
  }
`

const SidebarTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
`

const BrandLink = styled(Link)`
  display: inline-flex;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
`

const CloseButton = styled(IconButton)`
  border: 0;
  background: rgba(255, 255, 255, 0.08);
  color: #fff;

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.16);
    color: #fff;
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const SideLink = styled(NavLink)`
  ${navRow('2.75rem')}
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: #fff;
  }

  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.14);
    color: #fff;
    box-shadow: inset 3px 0 0 #5eead4;
  }
`

const UserCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]} 0;
  border-top: 1px solid rgba(255, 255, 255, 0.14);
`

const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;

  ${({ theme }) => theme.media.lg} {
    padding-left: ${({ theme }) => theme.layout.sidebarWidth};
  }
`

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.96);

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`

const HelpSlot = styled.span`
  display: flex;
  margin-left: auto;
`

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${plainList}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.text};
      text-decoration: underline;
    }
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[12]};
  outline: none;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`

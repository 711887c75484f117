import { Suspense, useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { LoadingState } from '../../components/ui/spinner'
import { scrollKey } from '../../lib/scroll-key'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { MaintenanceGate } from '../../features/maintenance/maintenance-gate'
import { TourHost } from '../../features/tours/tour-host'
import { useHydrated } from '../../lib/use-hydrated'

/** Public pages: header, main content and footer. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const firstRender = useRef(true)

  // After a client-side navigation, move focus to the new content (as a page load would).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])

  return (
    <MaintenanceGate>
      <SkipLink />
      <SiteHeader />
      <Main ref={mainRef} id="main-content" tabIndex={-1}>
        <Suspense fallback={<ScreenLoading label="Loading..." />}>
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
      <LiveTourHost />
    </MaintenanceGate>
  )
}

/**
 * Tours read the browser's storage: drawn once the page is live, never in the server's HTML. A
 * component of its own, so that only it renders again when hydration ends (that render is
 * synchronous: for the whole layout it was one long task on a slow phone).
 */
function LiveTourHost() {
  return useHydrated() ? <TourHost /> : null
}

/**
 * While a screen's code loads, its placeholder fills the viewport: the footer stays below the fold
 * instead of showing for a moment and then jumping away (a layout shift).
 */
function ScreenLoading({ label }: { label: string }) {
  return (
    <ViewportHeight>
      <LoadingState label={label} />
    </ViewportHeight>
  )
}

const ViewportHeight = styled.div`
  min-height: 100vh;
`

const Main = styled.main`
  flex: 1;
  outline: none;

  &:focus-visible {
    outline: none;
  }
`

// Guided tours, first-visit onboarding and the help button (in the header, issue 23), mounted once per layout (inside the
// router). Tiny on purpose: the tour engine (react-joyride), the steps and the onboarding overlay
// are lazy chunks, loaded only when a tour is about to run, the overlay is about to open, or the
// help buttons are approached.
//
// Tour states (visitor-and-user-side.md §4): idle (nothing to do) → ready (the page has a tour not yet completed;
// auto-run waits for the session, the server's record and the onboarding overlay) → running →
// finished or skipped (both end the tour, hide it and record the route; finishing shows the
// 'Tour completed!' toast). Leaving the page pauses nothing: the tour just ends, unrecorded.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useToast } from '../../components/ui/toast'
import { useSession, type Role } from '../../lib/session'
import { HelpWidget } from './help-widget'
import { HOME_TOUR_OF_ROLE, normalisePath, tourRouteFor, type TourRoute } from './tour-routes'
import {
  fetchServerCompleted,
  isFirstVisit,
  markVisited,
  mergeCompleted,
  postServerCompleted,
  readCompleted,
  type CompletedTours,
} from './tour-store'

/** A beat after the page appears before a tour starts by itself. */
const AUTO_RUN_DELAY_MS = 400

const loadRunner = () => import('./tour-runner')
const loadOverlay = () => import('./onboarding-overlay')
const TourRunner = lazy(loadRunner)
const OnboardingOverlay = lazy(loadOverlay)

const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined)

/**
 * Routes whose tour already ran by itself during this page load. Module state, not component
 * state: the host is mounted by both the site and the admin layouts, and moving between them
 * must not make a tour run by itself twice.
 */
const autoRan = new Set<string>()

interface ActiveTour {
  readonly route: TourRoute
  readonly key: number
  /** The focused element when it started (the Start Tour button, say), to return focus to. */
  readonly opener: Element | null
}

export function TourHost() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { toast } = useToast()
  const { user, error: sessionError } = useSession()

  // undefined while the session check runs; a failed check counts as a visitor.
  const sessionKnown = user !== undefined || sessionError !== undefined
  const signedIn = user ?? null
  const role: Role | null = signedIn?.role ?? null
  const route = sessionKnown ? tourRouteFor(pathname, role) : null

  const [completed, setCompleted] = useState<CompletedTours>(readCompleted)
  const [syncedUserId, setSyncedUserId] = useState<number | null>(null)
  const [overlayOpen, setOverlayOpen] = useState(() => normalisePath(pathname) !== '/auth' && isFirstVisit())
  const [active, setActive] = useState<ActiveTour | null>(null)
  const [requested, setRequested] = useState<TourRoute | null>(null)
  const startButtonRef = useRef<HTMLButtonElement>(null)

  // First visit to any page but /auth: set the flag (the overlay state was decided on mount or here).
  useEffect(() => {
    if (normalisePath(pathname) === '/auth' || !isFirstVisit()) return
    markVisited()
    setOverlayOpen(true)
  }, [pathname])

  // A signed-in user: merge the server's record into the browser's, so that a tour finished on
  // another device does not run here. Auto-run waits for this answer (or its failure).
  const userId = signedIn?.id ?? null
  useEffect(() => {
    if (userId === null) return
    let live = true
    fetchServerCompleted()
      .then((server) => live && setCompleted(mergeCompleted(server)))
      .catch(() => undefined)
      .finally(() => live && setSyncedUserId(userId))
    return () => {
      live = false
    }
  }, [userId])
  const recordReady = sessionKnown && (userId === null || syncedUserId === userId)

  const record = useCallback(
    (r: TourRoute) => {
      setCompleted(mergeCompleted({ [r]: true }))
      if (userId !== null) postServerCompleted(r).catch(() => undefined)
    },
    [userId],
  )

  const start = useCallback((r: TourRoute, opener: Element | null = document.activeElement) => {
    autoRan.add(r)
    setActive({ route: r, key: Date.now(), opener })
  }, [])

  // Leaving the page ends its tour (not recorded: it was neither finished nor skipped).
  useEffect(() => {
    if (active && active.route !== route) setActive(null)
  }, [active, route])

  // Auto-run: a tour route not completed yet, once per page load, never under the overlay.
  useEffect(() => {
    if (!route || active || overlayOpen || requested || !recordReady || completed[route] || autoRan.has(route)) return
    void loadRunner().catch(() => undefined)
    const timer = window.setTimeout(() => start(route), AUTO_RUN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [route, active, overlayOpen, requested, recordReady, completed, start])

  // 'Take the tour' from a page without a tour: start once the role's tour page is shown.
  useEffect(() => {
    if (requested && route === requested && !active) {
      setRequested(null)
      start(requested)
    }
  }, [requested, route, active, start])

  // Warm the overlay chunk as soon as we know it will open.
  useEffect(() => {
    if (overlayOpen) void loadOverlay().catch(() => undefined)
  }, [overlayOpen])

  const onTourEnd = useCallback(
    (r: TourRoute, result: 'finished' | 'skipped') => {
      setActive(null)
      record(r)
      if (result === 'finished') {
        toast({ title: 'Tour completed!', description: 'You can restart the tour anytime with the ? button at the top of the page.', variant: 'success' })
      }
    },
    [record, toast],
  )

  const onTakeTour = useCallback(() => {
    setOverlayOpen(false)
    if (route) return start(route)
    const target = HOME_TOUR_OF_ROLE[role ?? 'individual']
    setRequested(target)
    void navigate(target)
  }, [route, role, start, navigate])

  // Skip (or Escape): no tour now, and the current page's tour counts as skipped.
  const onSkipOnboarding = useCallback(() => {
    setOverlayOpen(false)
    if (route) {
      autoRan.add(route)
      record(route)
    }
  }, [route, record])

  return (
    <>
      {overlayOpen && sessionKnown ? (
        <Suspense fallback={null}>
          <OnboardingOverlay role={role ?? 'individual'} firstName={signedIn?.firstName} onTakeTour={onTakeTour} onSkip={onSkipOnboarding} />
        </Suspense>
      ) : null}
      {active ? (
        <Suspense fallback={null}>
          <TourRunner
            key={active.key}
            route={active.route}
            role={role}
            returnFocusTo={active.opener}
            onEnd={(result) => onTourEnd(active.route, result)}
          />
        </Suspense>
      ) : null}
      {route && !overlayOpen ? (
        <HelpWidget ref={startButtonRef} onStart={() => start(route)} onIntent={preload(loadRunner)} />
      ) : null}
    </>
  )
}

// Route table (visitor-and-user-side.md §2, admin-back-office.md §2). Every screen is a lazy chunk; the admin
// shell and each admin screen load only when an admin opens them. The same table renders on the
// server (entry-server.tsx: the public pages marked `ssr` arrive as HTML) and in the browser
// (main.tsx), where the first page's code and data are fetched at once (`prefetchScreens`).
import { lazy, Suspense, type ComponentType } from 'react'
import type { Params, RouteObject } from 'react-router-dom'
import { LoadingState } from '../components/ui/spinner'
import { ProtectedRoute } from '../features/auth/components/protected-route'
import { roleGroups } from '../lib/session'
import { RouteError } from './layout/route-error'
import { SiteLayout } from './layout/site-layout'
import { companyProfileData, directoryData, homeData, exhibitionData, exhibitionsData, mediaPageData, newsroomData, preloadData, privacyData, termsData, type ScreenData } from './screen-data'

export interface ScreenHandle {
  /** Downloads the screen's code; resolves once it is here (rejects when it cannot be loaded). */
  readonly loadCode: () => Promise<unknown>
  /** The API answers the screen's largest content needs (SWR keys). */
  readonly data?: ScreenData
  /** Rendered on the server: a public page a visitor lands on (see entry-server.tsx). */
  readonly ssr?: boolean
  /**
   * The page is its data: when an answer of `data` is 404 (no such item, company or exhibition, or not
   * public), the server answers HTTP 404 with the screen's own "not found" copy (the Not Found page for a
   * media item, 'Company Not Found', 'Exhibition Not Found'), drawn from the seed's 404s (lib/swr.ts).
   */
  readonly notFoundOn404?: boolean
}

type ScreenOptions = Omit<ScreenHandle, 'loadCode'>

/**
 * A lazily loaded screen: its element, and the handle that fetches it early. Once its code is
 * here (as after the early fetch of the first page load), the screen renders at once, without a
 * frame of the Suspense fallback.
 */
function screen(load: () => Promise<{ default: ComponentType }>, options: ScreenOptions = {}): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined
  const loadCode = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(loadCode)
  // `loaded` is set before Lazy resolves, so a committed Screen always draws the same component.
  const Screen = () => {
    const Component = loaded ?? Lazy
    return <Component />
  }
  const handle: ScreenHandle = { loadCode, ...options }
  return { element: <Screen />, handle }
}

const AdminLayout = lazy(() => import('./layout/admin-layout'))
const BecomeManagerPage = lazy(() => import('./routes/become-manager'))

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...screen(() => import('./routes/home'), { data: homeData, ssr: true }) },
      { path: 'auth', ...screen(() => import('./routes/auth'), { ssr: true }) },
      // The link of an invitation email (its token is in the fragment, so the browser draws it).
      { path: 'accept-invitation', ...screen(() => import('./routes/accept-invitation')) },
      // Account recovery: the form that mails a reset link, and the link's page (its token in the fragment).
      { path: 'forgot-password', ...screen(() => import('./routes/forgot-password')) },
      { path: 'reset-password', ...screen(() => import('./routes/reset-password')) },
      { path: 'confirm-email', ...screen(() => import('./routes/confirm-email')) },
      { path: 'unsubscribe/:id/:token', ...screen(() => import('./routes/unsubscribe')) },
      { path: 'directory', ...screen(() => import('./routes/directory'), { data: directoryData, ssr: true }) },
      { path: 'exhibitions', ...screen(() => import('./routes/exhibitions'), { data: exhibitionsData, ssr: true }) },
      { path: 'exhibitions/:id', ...screen(() => import('./routes/exhibition-detail'), { data: exhibitionData, ssr: true, notFoundOn404: true }) },
      { path: 'companies/:id', ...screen(() => import('./routes/company-profile'), { data: companyProfileData, ssr: true, notFoundOn404: true }) },
      // A media item's own public page (issue 22): /media/{id}/{slug}; a wrong or missing slug is redirected (301).
      { path: 'media/:id/:slug?', ...screen(() => import('./routes/media-page'), { data: mediaPageData, ssr: true, notFoundOn404: true }) },
      { path: 'companies/:id/news', ...screen(() => import('./routes/company-news'), { data: newsroomData, ssr: true, notFoundOn404: true }) },
      // The legal pages (issue 23): their text is a setting of the super admin's (Settings › Legal).
      { path: 'privacy', ...screen(() => import('./routes/privacy'), { data: privacyData, ssr: true }) },
      { path: 'terms', ...screen(() => import('./routes/terms'), { data: termsData, ssr: true }) },
      // Public in the route table; the screen asks a visitor to log in.
      { path: 'media-center', ...screen(() => import('./routes/media-center'), { ssr: true }) },
      {
        element: <ProtectedRoute roles={roleGroups.companyManagers} individualOffer={<BecomeManagerPage />} />,
        children: [
          { path: 'companies/create', ...screen(() => import('./routes/company-create')) },
          { path: 'my-companies', ...screen(() => import('./routes/my-companies')) },
          { path: 'companies/:id/edit', ...screen(() => import('./routes/company-edit')) },
          { path: 'companies/:id/media', ...screen(() => import('./routes/company-media')) },
        ],
      },
      {
        element: <ProtectedRoute roles={roleGroups.signedIn} />,
        children: [
          { path: 'dashboard', ...screen(() => import('./routes/dashboard')) },
          { path: 'favorites', ...screen(() => import('./routes/favorites')) },
          { path: 'saved-searches', ...screen(() => import('./routes/saved-searches')) },
        ],
      },
      // Any other address: the Not Found page, drawn on the server with HTTP 404 (no data: nothing is there).
      { path: '*', ...screen(() => import('./routes/not-found'), { ssr: true, notFoundOn404: true }) },
    ],
  },
  {
    path: '/admin',
    element: <ProtectedRoute roles={roleGroups.admins} standalone />,
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          { index: true, ...screen(() => import('./routes/admin/admin-dashboard')) },
          { path: 'users', ...screen(() => import('./routes/admin/admin-users')) },
          { path: 'users/:id', ...screen(() => import('./routes/admin/admin-user-detail')) },
          { path: 'companies', ...screen(() => import('./routes/admin/admin-companies')) },
          { path: 'companies/:id', ...screen(() => import('./routes/admin/admin-company-detail')) },
          { path: 'companies/:id/edit', ...screen(() => import('./routes/admin/admin-company-edit')) },
          { path: 'exhibitions', ...screen(() => import('./routes/admin/admin-exhibitions')) },
          { path: 'exhibitions/:id', ...screen(() => import('./routes/admin/admin-exhibition-detail')) },
          { path: 'exhibitions/:id/edit', ...screen(() => import('./routes/admin/admin-exhibition-edit')) },
          { path: 'exhibitions/:id/participants', ...screen(() => import('./routes/admin/admin-exhibition-participants')) },
          { path: 'media', ...screen(() => import('./routes/admin/admin-media')) },
          { path: 'media/:id', ...screen(() => import('./routes/admin/admin-media-detail')) },
          { path: 'media/:id/edit', ...screen(() => import('./routes/admin/admin-media-edit')) },
          { path: 'categories', ...screen(() => import('./routes/admin/admin-categories')) },
          { path: 'audit', ...screen(() => import('./routes/admin/admin-audit')) },
          // Every admin reaches it: the screen shows the tabs to super admins and 'Access Restricted' to the others.
          { path: 'settings', ...screen(() => import('./routes/admin/admin-settings')) },
          // Likewise: the outbox for super admins, 'Access Restricted' for the others.
          { path: 'outbox', ...screen(() => import('./routes/admin/admin-outbox')) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]

interface Matched {
  readonly route: RouteObject
  readonly params: Params
}

/**
 * The first page load: the screen's code and data start now, while the layout still waits for
 * the session and the public settings, instead of one after the other. Answers already here (the
 * server's, for a page it rendered) are not asked for again. Resolves when the code is here.
 */
export function prefetchScreens(matches: readonly Matched[], search: URLSearchParams, have: ReadonlySet<string>): Promise<unknown> {
  const loading: Promise<unknown>[] = []
  for (const { route, params } of matches) {
    const handle = route.handle as ScreenHandle | undefined
    if (!handle) continue
    // A failure shows when the screen renders (React.lazy imports again).
    loading.push(handle.loadCode().catch(() => undefined))
    preloadData((handle.data?.(params, search) ?? []).filter(({ key }) => !have.has(key)))
  }
  return Promise.all(loading)
}

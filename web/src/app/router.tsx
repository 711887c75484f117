// Route table (spec §2, admin spec §2). Every screen is a lazy chunk; the admin
// shell and each admin screen load only when an admin opens them.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { LoadingState } from '../components/ui/spinner'
import { ProtectedRoute } from '../features/auth/components/protected-route'
import { roleGroups } from '../lib/session'
import { RouteError } from './layout/route-error'
import { SiteLayout } from './layout/site-layout'

const page = (Component: LazyExoticComponent<ComponentType>) => <Component />

const Home = lazy(() => import('./routes/home'))
const Auth = lazy(() => import('./routes/auth'))
const Directory = lazy(() => import('./routes/directory'))
const Exhibitions = lazy(() => import('./routes/exhibitions'))
const ExhibitionDetail = lazy(() => import('./routes/exhibition-detail'))
const CompanyProfile = lazy(() => import('./routes/company-profile'))
const CompanyCreate = lazy(() => import('./routes/company-create'))
const CompanyEdit = lazy(() => import('./routes/company-edit'))
const CompanyMedia = lazy(() => import('./routes/company-media'))
const MyCompanies = lazy(() => import('./routes/my-companies'))
const MediaCenter = lazy(() => import('./routes/media-center'))
const Dashboard = lazy(() => import('./routes/dashboard'))
const NotFound = lazy(() => import('./routes/not-found'))

const AdminLayout = lazy(() => import('./layout/admin-layout'))
const AdminDashboard = lazy(() => import('./routes/admin/admin-dashboard'))
const AdminUsers = lazy(() => import('./routes/admin/admin-users'))
const AdminUserDetail = lazy(() => import('./routes/admin/admin-user-detail'))
const AdminCompanies = lazy(() => import('./routes/admin/admin-companies'))
const AdminCompanyDetail = lazy(() => import('./routes/admin/admin-company-detail'))
const AdminCompanyEdit = lazy(() => import('./routes/admin/admin-company-edit'))
const AdminExhibitions = lazy(() => import('./routes/admin/admin-exhibitions'))
const AdminExhibitionDetail = lazy(() => import('./routes/admin/admin-exhibition-detail'))
const AdminExhibitionEdit = lazy(() => import('./routes/admin/admin-exhibition-edit'))
const AdminExhibitionParticipants = lazy(() => import('./routes/admin/admin-exhibition-participants'))
const AdminMedia = lazy(() => import('./routes/admin/admin-media'))
const AdminMediaDetail = lazy(() => import('./routes/admin/admin-media-detail'))
const AdminMediaEdit = lazy(() => import('./routes/admin/admin-media-edit'))
const AdminCategories = lazy(() => import('./routes/admin/admin-categories'))
const AdminSettings = lazy(() => import('./routes/admin/admin-settings'))

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: page(Home) },
      { path: 'auth', element: page(Auth) },
      { path: 'directory', element: page(Directory) },
      { path: 'exhibitions', element: page(Exhibitions) },
      { path: 'exhibitions/:id', element: page(ExhibitionDetail) },
      { path: 'companies/:id', element: page(CompanyProfile) },
      // Public in the route table; the screen asks a visitor to log in.
      { path: 'media-center', element: page(MediaCenter) },
      {
        element: <ProtectedRoute roles={roleGroups.companyManagers} />,
        children: [
          { path: 'companies/create', element: page(CompanyCreate) },
          { path: 'my-companies', element: page(MyCompanies) },
          { path: 'companies/:id/edit', element: page(CompanyEdit) },
          { path: 'companies/:id/media', element: page(CompanyMedia) },
        ],
      },
      {
        element: <ProtectedRoute roles={roleGroups.signedIn} />,
        children: [{ path: 'dashboard', element: page(Dashboard) }],
      },
      { path: '*', element: page(NotFound) },
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
          { index: true, element: page(AdminDashboard) },
          { path: 'users', element: page(AdminUsers) },
          { path: 'users/:id', element: page(AdminUserDetail) },
          { path: 'companies', element: page(AdminCompanies) },
          { path: 'companies/:id', element: page(AdminCompanyDetail) },
          { path: 'companies/:id/edit', element: page(AdminCompanyEdit) },
          { path: 'exhibitions', element: page(AdminExhibitions) },
          { path: 'exhibitions/:id', element: page(AdminExhibitionDetail) },
          { path: 'exhibitions/:id/edit', element: page(AdminExhibitionEdit) },
          { path: 'exhibitions/:id/participants', element: page(AdminExhibitionParticipants) },
          { path: 'media', element: page(AdminMedia) },
          { path: 'media/:id', element: page(AdminMediaDetail) },
          { path: 'media/:id/edit', element: page(AdminMediaEdit) },
          { path: 'categories', element: page(AdminCategories) },
          {
            element: <ProtectedRoute roles={roleGroups.superAdmins} />,
            children: [{ path: 'settings', element: page(AdminSettings) }],
          },
          { path: '*', element: page(NotFound) },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)

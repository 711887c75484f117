import { CategoriesAdmin } from '../../../features/catalogue/components/categories-admin'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminCategoriesPage() {
  usePageTitle('Categories & Sectors · Admin')
  return <CategoriesAdmin />
}

import { LegalPageView } from '../../features/legal/components/legal-page'

export default function TermsPage() {
  return <LegalPageView page="terms" />
}

import { LegalPageView } from '../../features/legal/components/legal-page'

export default function PrivacyPage() {
  return <LegalPageView page="privacy" />
}

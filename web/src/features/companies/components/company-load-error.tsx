import { BuildingIcon } from '../../../components/ui/icons'
import { LoadError } from '../../../components/ui/load-error'
import type { ApiError } from '../../../lib/api-client'

interface CompanyLoadErrorProps {
  error: ApiError
  onRetry: () => void
  /** Where the not-found card sends the user back to. */
  back: { to: string; label: string }
  notFoundText?: string
}

/** A company that could not be loaded: 'Company Not Found' (404) or the error with Try again. */
export function CompanyLoadError({ error, onRetry, back, notFoundText = 'The company you are looking for does not exist or is not listed in the directory.' }: CompanyLoadErrorProps) {
  return (
    <LoadError
      error={error}
      onRetry={onRetry}
      failedTitle="The company could not be loaded"
      notFound={{ title: 'Company Not Found', icon: <BuildingIcon />, text: notFoundText, back }}
    />
  )
}

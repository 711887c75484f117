import { CalendarIcon } from '../../../components/ui/icons'
import { LoadError } from '../../../components/ui/load-error'
import type { ApiError } from '../../../lib/api-client'

interface Props {
  error: ApiError
  onRetry: () => void
  back: { to: string; label: string }
  notFoundText?: string
}

/** An exhibition that could not be loaded: 'Exhibition Not Found' (404) or the error with Try again. */
export function ExhibitionLoadError({ error, onRetry, back, notFoundText = 'The exhibition you are looking for does not exist or is no longer available.' }: Props) {
  return (
    <LoadError
      error={error}
      onRetry={onRetry}
      failedTitle="The exhibition could not be loaded"
      notFound={{ title: 'Exhibition Not Found', icon: <CalendarIcon />, text: notFoundText, back }}
    />
  )
}

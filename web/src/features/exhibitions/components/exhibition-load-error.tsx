import { Button, ButtonLink } from '../../../components/ui/button'
import { AlertIcon, CalendarIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { errorMessage, type ApiError } from '../../../lib/api-client'

interface Props {
  error: ApiError
  onRetry: () => void
  back: { to: string; label: string }
  notFoundText?: string
}

/** An exhibition that could not be loaded: 'Exhibition Not Found' (404) or the error with Try again. */
export function ExhibitionLoadError({ error, onRetry, back, notFoundText = 'The exhibition you are looking for does not exist or is no longer available.' }: Props) {
  if (error.status === 404 || error.status === 400) {
    return (
      <MessageCard
        icon={<CalendarIcon />}
        tone="warning"
        headingLevel={1}
        title="Exhibition Not Found"
        action={
          <ButtonLink to={back.to} $size="lg">
            {back.label}
          </ButtonLink>
        }
      >
        {notFoundText}
      </MessageCard>
    )
  }
  return (
    <MessageCard icon={<AlertIcon />} tone="danger" headingLevel={1} title="The exhibition could not be loaded" action={<Button onClick={onRetry}>Try again</Button>}>
      {errorMessage(error)}
    </MessageCard>
  )
}

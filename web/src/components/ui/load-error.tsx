import type { ReactNode } from 'react'
import { errorMessage, type ApiError } from '../../lib/api-client'
import { Button, ButtonLink } from './button'
import { AlertIcon } from './icons'
import { MessageCard } from './message-card'

interface LoadErrorProps {
  error: ApiError
  onRetry: () => void
  /** What a 404 (or a malformed id) says: 'Company Not Found', its icon, its text and the way back. */
  notFound: { title: string; icon: ReactNode; text: string; back: { to: string; label: string } }
  /** The title of any other failure: 'The company could not be loaded'. */
  failedTitle: string
}

/** A screen's one resource that could not be loaded: its not-found card, or the error with Try again. */
export function LoadError({ error, onRetry, notFound, failedTitle }: LoadErrorProps) {
  if (error.status === 404 || error.status === 400) {
    return (
      <MessageCard
        icon={notFound.icon}
        tone="warning"
        headingLevel={1}
        title={notFound.title}
        action={
          <ButtonLink to={notFound.back.to} $size="lg">
            {notFound.back.label}
          </ButtonLink>
        }
      >
        {notFound.text}
      </MessageCard>
    )
  }
  return (
    <MessageCard icon={<AlertIcon />} tone="danger" headingLevel={1} title={failedTitle} action={<Button onClick={onRetry}>Try again</Button>}>
      {errorMessage(error)}
    </MessageCard>
  )
}

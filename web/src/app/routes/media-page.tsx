// /media/:id/:slug: a media item's own public page (issue 22). Its one address carries the slug of its
// title: any other (a wrong or missing slug) is sent there for good (301 from the server). An unknown id
// or an item that is not public is the Not Found page (404 from the server, entry-server.tsx).
import { useLocation, useParams } from 'react-router-dom'
import { BackLink } from '../../components/ui/back-link'
import { LoadError } from '../../components/ui/load-error'
import { Container, PageSection } from '../../components/ui/container'
import { AlertIcon } from '../../components/ui/icons'
import { ButtonLink } from '../../components/ui/button'
import { MessageCard } from '../../components/ui/message-card'
import { LoadingState } from '../../components/ui/spinner'
import { mediaPagePath, useMediaPage } from '../../features/media/api/media-page'
import { MediaPage } from '../../features/media/components/media-page'
import { usePageMeta, usePageTitle } from '../../lib/page-title'
import { Redirect } from '../../lib/redirect'
import NotFoundPage from './not-found'

export default function MediaItemPage() {
  const { id } = useParams()
  const { pathname, search } = useLocation()
  const preview = new URLSearchParams(search).get('preview')
  const { data, error, mutate } = useMediaPage(id, preview)
  if (!id || !/^[1-9]\d{0,15}$/.test(id) || error?.status === 404 || error?.status === 400) return <NotFoundPage />
  if (error?.status === 410) return <PreviewExpired />
  if (error) return <Failed retry={() => void mutate()} error={error} />
  if (!data) return <LoadingState label="Loading..." />
  const canonical = mediaPagePath(data)
  if (pathname !== canonical) return <Redirect to={`${canonical}${search}`} permanent />
  return (
    <PageSection>
      <Container>
        <BackLink to="/media-center">Back to Media Center</BackLink>
        <MediaPage item={data} preview={data.embargoUntil ? preview ?? undefined : undefined} />
      </Container>
    </PageSection>
  )
}

/** A preview link past its time, the item still under embargo (issue 22). */
function PreviewExpired() {
  usePageMeta({ title: 'Preview Link Expired', noindex: true })
  return (
    <Container>
      <MessageCard icon={<AlertIcon />} tone="warning" headingLevel={1} title="This preview link has expired"
        action={<ButtonLink to="/media-center" $size="lg">Back to Media Center</ButtonLink>}>
        The item is still under embargo. Ask its company or a media professional for a new preview link.
      </MessageCard>
    </Container>
  )
}

function Failed({ retry, error }: { retry: () => void; error: Parameters<typeof LoadError>[0]['error'] }) {
  usePageTitle('Media Item')
  return (
    <Container>
      <LoadError error={error} onRetry={retry} failedTitle="The media item could not be loaded"
        notFound={{ title: 'Page Not Found', icon: <AlertIcon />, text: 'No such media item.', back: { to: '/media-center', label: 'Back to Media Center' } }} />
    </Container>
  )
}

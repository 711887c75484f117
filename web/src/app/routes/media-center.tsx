import { MediaCenter } from '../../features/media/components/media-center'

export default function MediaCenterPage() {
  return <MediaCenter />
}

// "Under embargo" (issue 22): for media professionals in the media center, the approved items whose publication
// time is ahead (title, company, time; never the text), each with "Get preview link", which copies a signed,
// expiring link to the clipboard (and shows it, for copying by hand when the browser refuses).
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Cluster, column, hairlineRows, stacked } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { errorMessage } from '../../../lib/api-client'
import { usePlatformTimeZone } from '../../exhibitions/api/platform-time-zone'
import { formatDayTime } from '../../exhibitions/utils/exhibition-time'
import { createPreviewLink, useEmbargoedItems, type EmbargoedItemView, type PreviewLink } from '../api/embargo'
import { TypeBadge } from './media-badges'

export function EmbargoedItems() {
  const { data, error } = useEmbargoedItems(true)
  if (error || !data || data.length === 0) return null
  return (
    <Section aria-labelledby="under-embargo">
      <h2 id="under-embargo">Under embargo</h2>
      <Note>Not public yet. A preview link opens an item until its publication (at most 72 hours): do not publish before then.</Note>
      <List>
        {data.map((item) => <Row key={item.id} item={item} />)}
      </List>
    </Section>
  )
}

function Row({ item }: { item: EmbargoedItemView }) {
  const timeZone = usePlatformTimeZone()
  const [busy, setBusy] = useState(false)
  const [link, setLink] = useState<PreviewLink | undefined>()
  const [message, setMessage] = useState<string | undefined>()
  const get = async () => {
    setBusy(true)
    setMessage(undefined)
    try {
      const made = await createPreviewLink(item.id)
      setLink(made)
      try {
        await navigator.clipboard.writeText(made.url)
        setMessage('Preview link copied to the clipboard')
      } catch {
        setMessage('Copy the preview link below')
      }
    } catch (e) {
      setMessage(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <li>
      <Cluster>
        <TypeBadge type={item.type} />
        <strong>{item.title}</strong>
      </Cluster>
      <Meta>
        {item.companyName} · Embargoed until <time dateTime={item.embargoUntil}>{formatDayTime(new Date(item.embargoUntil).getTime(), timeZone)}</time>
      </Meta>
      <Cluster>
        <Button $variant="outline" $size="sm" onClick={() => void get()} disabled={busy}>
          {busy ? 'Creating...' : 'Get preview link'}
        </Button>
        <span role="status">{message}</span>
      </Cluster>
      {link ? (
        <LinkField readOnly value={link.url} aria-label={`Preview link of ${item.title}, valid until ${formatDayTime(new Date(link.expiresAt).getTime(), timeZone)}`}
          onFocus={(e) => e.currentTarget.select()} />
      ) : null}
    </li>
  )
}

const Section = styled.section`
  ${surface}
  ${stacked(3)}
  padding: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Note = styled.p`
  ${mutedSmall}
  margin: 0;
`

const List = styled.ul`
  ${hairlineRows(3)}

  > li {
    ${column(2)}
    overflow-wrap: anywhere;
  }
`

const Meta = styled.p`
  ${mutedSmall}
  margin: 0;
`

const LinkField = styled.input`
  width: 100%;
  min-width: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

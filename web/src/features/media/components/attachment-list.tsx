// The files of a media item: one download link each (name, kind and size), and for press kits
// (or any item with several files, when asked) "Download all (zip)".
import { useId } from 'react'
import styled from 'styled-components'
import { ButtonAnchor } from '../../../components/ui/button'
import { ExternalLinkIcon } from '../../../components/ui/icons'
import { stacked } from '../../../components/ui/stack'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { attachmentsZipUrl, type MediaAttachment } from '../api/media'
import { DownloadIcon, FileIcon } from './media-icons'
import { fileKind, formatFileSize } from './media-labels'

const isOutside = (url: string) => /^https?:\/\//i.test(url)

interface AttachmentListProps {
  itemId: number
  attachments: readonly MediaAttachment[]
  /** Offer the zip of every file (press kits). */
  zip?: boolean
  /** A heading for the list, e.g. "Attachments"; its level follows the surrounding outline. */
  heading?: string
  headingLevel?: 3 | 4
  compact?: boolean
  /** A preview link's token (issue 22): an embargoed item's uploaded files are opened with it. */
  preview?: string
}

export function AttachmentList({ itemId, attachments, zip, heading, headingLevel = 4, compact, preview }: AttachmentListProps) {
  const headingId = useId()
  if (attachments.length === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <Wrap>
      {heading ? (
        <Title as={Heading} id={headingId}>
          {heading} ({attachments.length})
        </Title>
      ) : null}
      <Files aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : 'Attachments'} $compact={compact}>
        {attachments.map((a) => {
          const name = a.fileName || a.filename || 'File'
          const outside = isOutside(a.fileUrl)
          const meta = [fileKind(a.fileType, name), formatFileSize(a.fileSize)].filter(Boolean).join(' · ')
          return (
            <li key={a.id}>
              <FileIcon size={18} />
              <span>
                <a
                  href={preview && !outside ? `${a.fileUrl}?preview=${encodeURIComponent(preview)}` : a.fileUrl}
                  {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : { download: name })}
                >
                  {name}
                  {outside ? (
                    <>
                      {' '}
                      <ExternalLinkIcon size={14} />
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </>
                  ) : null}
                </a>
                {meta ? <small>{meta}</small> : null}
              </span>
            </li>
          )
        })}
      </Files>
      {zip ? (
        <div>
          <ButtonAnchor href={attachmentsZipUrl(itemId)} download $variant="outline" $size="sm">
            <DownloadIcon size={16} />
            Download all (zip)
          </ButtonAnchor>
        </div>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

const Title = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`

const Files = styled.ul<{ $compact?: boolean }>`
  ${stacked(2)}

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme, $compact }) => ($compact ? '0' : `${theme.space[2]} ${theme.space[3]}`)};
    border: ${({ theme, $compact }) => ($compact ? '0' : `1px solid ${theme.colors.border}`)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $compact }) => ($compact ? 'transparent' : theme.colors.surfaceAlt)};
  }

  li > svg {
    flex-shrink: 0;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  a svg {
    vertical-align: -0.1em;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

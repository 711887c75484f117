// Attachments of a media form: a file picker (or drop zone) that uploads each file at once to
// POST /api/uploads, and the list of files with their progress, name, size, the server's error
// and a Remove button.
import { useId, useState, type DragEvent } from 'react'
import styled from 'styled-components'
import { MAX_ATTACHMENTS } from '../../../../../src/adapters/http/contract'
import { FieldError, Hint, Label } from '../../../components/ui/field'
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../../../components/ui/icons'
import { IconButton } from '../../../components/ui/icon-button'
import { Spinner } from '../../../components/ui/spinner'
import { column, stacked } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { usePublicSettings } from '../../../lib/public-settings'
import { UPLOAD_ACCEPT } from '../../../lib/upload-file'
import { FileIcon, UploadIcon } from './media-icons'
import { formatFileSize } from './media-labels'
import type { useAttachmentUploads } from './use-attachment-uploads'

interface AttachmentUploaderProps {
  uploads: ReturnType<typeof useAttachmentUploads>
  required: boolean
  error?: string
  disabled?: boolean
}

export function AttachmentUploader({ uploads, required, error, disabled }: AttachmentUploaderProps) {
  const id = useId()
  const [dragging, setDragging] = useState(false)
  const { data: settings } = usePublicSettings()
  const full = uploads.items.length >= MAX_ATTACHMENTS
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault()
    setDragging(false)
    if (disabled || full) return
    uploads.add([...e.dataTransfer.files])
  }

  return (
    <Wrap role="group" aria-labelledby={`${id}-legend`}>
      <Label as="span" id={`${id}-legend`}>
        Attachments{required ? <Required> (at least one file for a press kit)</Required> : <Muted> (optional)</Muted>}
      </Label>
      <Zone
        $dragging={dragging}
        $invalid={!!error}
        onDragOver={(e) => {
          e.preventDefault()
          if (!disabled && !full) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={disabled || full}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            uploads.add([...(e.target.files ?? [])])
            // The same file can be chosen again after a removal.
            e.target.value = ''
          }}
        />
        <label htmlFor={id}>
          <UploadIcon size={18} />
          Add files
        </label>
        <span aria-hidden="true">or drop them here</span>
      </Zone>
      <Hint id={`${id}-hint`}>
        PDF, images (PNG, JPEG, WebP, GIF), Word, Excel, PowerPoint or ZIP{settings?.maxUploadSize ? `, up to ${settings.maxUploadSize} MB each` : ''}; at most{' '}
        {MAX_ATTACHMENTS} files.
      </Hint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}

      {uploads.items.length > 0 ? (
        <Files aria-label="Attached files">
          {uploads.items.map((f) => (
            <FileRow key={f.key} $error={f.status === 'error'}>
              <FileIcon size={20} />
              <FileText>
                <strong>{f.fileName}</strong>
                <small>
                  {formatFileSize(f.fileSize)}
                  {f.status === 'done' ? (
                    <Done>
                      <CheckCircleIcon size={14} /> {f.existing ? 'Attached' : 'Uploaded'}
                    </Done>
                  ) : null}
                </small>
                {f.status === 'uploading' ? (
                  <Progress>
                    <Spinner $size={14} />
                    <Bar
                      role="progressbar"
                      aria-label={`Uploading ${f.fileName}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(f.progress * 100)}
                    >
                      <span style={{ width: `${Math.round(f.progress * 100)}%` }} />
                    </Bar>
                    <small>{Math.round(f.progress * 100)}%</small>
                  </Progress>
                ) : null}
                {f.status === 'error' ? (
                  <UploadError>
                    <AlertIcon size={14} /> {f.error}
                  </UploadError>
                ) : null}
              </FileText>
              <IconButton $variant="ghost" $size={2.25} onClick={() => uploads.remove(f.key, f.fileName)} aria-label={`${f.status === 'uploading' ? 'Cancel upload of' : 'Remove'} ${f.fileName}`} disabled={disabled}>
                <CloseIcon size={16} />
              </IconButton>
            </FileRow>
          ))}
        </Files>
      ) : null}
      <VisuallyHidden role="status">{uploads.announcement}</VisuallyHidden>
    </Wrap>
  )
}

const Wrap = styled.div`
  ${column(2)}
`

const Required = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Muted = styled(Required)``

const Zone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme, $dragging, $invalid }) => ($invalid ? theme.colors.danger : $dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surfaceAlt)};
  ${mutedSmall}

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  label:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + label {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

const Files = styled.ul`
  ${stacked(2)}
`

const FileRow = styled.li<{ $error: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $error }) => ($error ? '#fecaca' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSoft : theme.colors.surface)};

  > svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const FileText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  small {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
`

const Bar = styled.div`
  flex: 1;
  height: 0.375rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width ${({ theme }) => theme.transitions.fast};
  }
`

const UploadError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
  }
`

// The fields of a media item, for the manager's New item and Edit (in a dialog) and the admin's
// edit page: Type, Title, Content, Thumbnail URL, the event's date and place, and attachments
// uploaded to the server. Client checks use the server's words; the server's fieldErrors go
// next to their inputs, any other refusal (the 409 limit, a 403) above the buttons.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { Callout } from '../../../components/ui/callout'
import { Choices, SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { CancelAndSubmit, Form, FormActions, FormRow } from '../../../components/ui/form-layout'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { isBlank, useForm, type Errors } from '../../../lib/form'
import type { MediaItemView, MediaPayload, MediaType } from '../api/media'
import { AttachmentUploader } from './attachment-uploader'
import { TYPE_OPTIONS } from './media-labels'
import { useAttachmentUploads } from './use-attachment-uploads'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'
import { usePlatformTimeZone } from '../../exhibitions/api/platform-time-zone'
import { instantOfWallTime, wallTimeOf, zoneLabel } from '../../exhibitions/utils/exhibition-time'

interface Values {
  type: MediaType
  title: string
  content: string
  thumbnailUrl: string
  eventDate: string
  eventLocation: string
  /** The publication time (embargo) as the site's time zone shows it; empty: at approval. */
  publishAt: string
}

const { title: TITLE_MAX, content: CONTENT_MAX } = FIELD_LENGTHS.media

/** ISO instant → the value of a datetime-local input, in the user's time zone. */
const toLocalInput = (iso: string | null): string => {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const fromLocalInput = (value: string): string | null => {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

const isUrlLike = (v: string): boolean => {
  const t = v.trim()
  if (/^\/(?!\/)[A-Za-z0-9._~\-/]{1,300}$/.test(t)) return true
  try {
    const u = new URL(t)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}

/** The server's rule (src/domain/media/media-item.ts): ahead, at most a year; the stored time stays acceptable. */
const publishAtError = (v: Values, timeZone: string | undefined, kept: string | null): string | undefined => {
  if (!v.publishAt || v.type === 'press_kit') return undefined
  const at = instantOfWallTime(v.publishAt, timeZone)
  if (!at) return 'Please enter a valid date and time'
  if (kept && new Date(kept).getTime() === new Date(at).getTime()) return undefined
  if (new Date(at).getTime() <= Date.now()) return 'The publication time must be in the future'
  if (new Date(at).getTime() > Date.now() + 366 * 86_400_000) return 'The publication time can be at most a year ahead'
  return undefined
}

const validate = (v: Values): Errors<Values> => ({
  title: isBlank(v.title) ? 'Required' : v.title.trim().length > TITLE_MAX ? `Must be at most ${TITLE_MAX} characters` : undefined,
  content: isBlank(v.content) ? 'Required' : v.content.trim().length > CONTENT_MAX ? `Must be at most ${CONTENT_MAX} characters` : undefined,
  thumbnailUrl: v.thumbnailUrl.trim() && !isUrlLike(v.thumbnailUrl) ? 'Please enter a valid URL' : undefined,
  eventDate: v.type === 'event' && !v.eventDate ? 'An event needs a date' : v.type === 'event' && !fromLocalInput(v.eventDate) ? 'Please enter a valid date' : undefined,
})

interface MediaFormProps {
  /** The item being edited; a new item otherwise. */
  item?: MediaItemView
  submitLabel: string
  pendingLabel: string
  onSubmit: (payload: MediaPayload) => Promise<void>
  onCancel: () => void
  /** A note above the fields (an edit of a published item goes back to review). */
  notice?: ReactNode
  /** Reports whether a request or an upload is running (a dialog keeps itself open meanwhile). */
  onBusyChange?: (busy: boolean) => void
}

export function MediaForm({ item, submitLabel, pendingLabel, onSubmit, onCancel, notice, onBusyChange }: MediaFormProps) {
  const timeZone = usePlatformTimeZone()
  const form = useForm<Values>(
    {
      type: item?.type ?? 'press_release',
      title: item?.title ?? '',
      content: item?.content ?? '',
      thumbnailUrl: item?.thumbnailUrl ?? '',
      eventDate: toLocalInput(item?.eventDate ?? null),
      eventLocation: item?.eventLocation ?? '',
      publishAt: wallTimeOf(item?.publishAt ?? null, timeZone),
    },
    (v) => ({ ...validate(v), publishAt: publishAtError(v, timeZone, item?.publishAt ?? null) }),
  )
  const uploads = useAttachmentUploads(item?.attachments)
  const [attachmentsError, setAttachmentsError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const { values } = form

  useEffect(() => {
    onBusyChange?.(form.pending)
  }, [form.pending, onBusyChange])
  const isEvent = values.type === 'event'
  const needsFile = values.type === 'press_kit'

  const checkAttachments = (): string | undefined => {
    if (uploads.uploading) return 'Please wait until the files are uploaded'
    if (uploads.items.some((i) => i.status === 'error')) return 'Remove the files that could not be uploaded'
    if (needsFile && uploads.done.length === 0) return 'A press kit needs at least one file'
    return undefined
  }

  const runSubmit = form.submit(
    async (v) => {
      const fileProblem = checkAttachments()
      setAttachmentsError(fileProblem)
      setFailure(undefined)
      if (fileProblem) return
      await onSubmit({
        type: v.type,
        title: v.title.trim(),
        content: v.content.trim(),
        thumbnailUrl: v.thumbnailUrl.trim() || null,
        eventDate: v.type === 'event' ? fromLocalInput(v.eventDate) : null,
        eventLocation: v.type === 'event' ? v.eventLocation.trim() || null : null,
        publishAt: v.type === 'press_kit' ? null : instantOfWallTime(v.publishAt, timeZone),
        attachments: uploads.done.map((a) => ({ fileUrl: a.fileUrl, filename: a.fileName })),
      })
    },
    (e) => {
      const fieldErrors = isApiError(e) ? e.fieldErrors : undefined
      const fileError = fieldErrors && Object.entries(fieldErrors).find(([k]) => k === 'attachments' || k.startsWith('attachments.'))?.[1]
      if (fileError) setAttachmentsError(fileError)
      const known = fieldErrors && Object.keys(fieldErrors).some((k) => k in values || k.startsWith('attachments'))
      if (!known) setFailure(errorMessage(e))
    },
  )

  const submit = (e: FormEvent<HTMLFormElement>) => {
    // The files are checked with the fields, so that every problem shows at once.
    setAttachmentsError(checkAttachments())
    return runSubmit(e)
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit}>
      {notice}
      <FormRow>
        <SelectField label="Type" {...form.field('type')} required>
          <Choices items={TYPE_OPTIONS} />
        </SelectField>
        <TextField
          label="Thumbnail URL"
          optional
          {...form.field('thumbnailUrl')}
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/image.jpg"
          hint="An image shown with the item."
        />
      </FormRow>
      <TextField label="Title" {...form.field('title')} required maxLength={TITLE_MAX} autoComplete="off" />
      <TextAreaField label="Content" {...form.field('content')} required rows={8} maxLength={CONTENT_MAX} hint="Plain text; blank lines start a new paragraph." />
      {isEvent ? (
        <FormRow>
          <TextField label="Event date" type="datetime-local" {...form.field('eventDate')} required hint="In your time zone." />
          <TextField label="Event location" optional {...form.field('eventLocation')} maxLength={FIELD_LENGTHS.media.eventLocation} placeholder="Venue, city or Online" />
        </FormRow>
      ) : null}
      {values.type !== 'press_kit' ? (
        <TextField
          label="Publish at"
          type="datetime-local"
          optional
          {...form.field('publishAt')}
          hint={`An embargo: the item stays private until this time, then appears everywhere at once. Empty: at approval. Time zone: ${zoneLabel(timeZone, [Date.now()])}.`}
        />
      ) : null}
      <AttachmentUploader uploads={uploads} required={needsFile} error={attachmentsError} disabled={form.pending} />
      {failure ? (
        <div role="alert">
          <Callout tone="danger" title="The item could not be saved">
            {failure}
          </Callout>
        </div>
      ) : null}
      <Buttons>
        <CancelAndSubmit onCancel={onCancel} pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </CancelAndSubmit>
      </Buttons>
    </Form>
  )
}

const Buttons = styled(FormActions)`
  margin-top: ${({ theme }) => theme.space[2]};
`

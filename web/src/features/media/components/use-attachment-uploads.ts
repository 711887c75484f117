// The attachments of a media form: files already attached (on an edit) and files being
// uploaded. Each upload runs on its own and reports progress; a failed one keeps the server's
// message (413 too large, 415 wrong type) until it is removed.
import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_ATTACHMENTS } from '../../../../../src/adapters/http/contract'
import { errorMessage } from '../../../lib/api-client'
import type { MediaAttachment } from '../api/media'
import { uploadFile } from '../../../lib/upload-file'

export interface AttachmentItem {
  readonly key: string
  readonly fileName: string
  readonly fileSize: number
  readonly fileType: string | null
  readonly status: 'uploading' | 'done' | 'error'
  /** 0..1 while uploading. */
  readonly progress: number
  readonly fileUrl?: string
  readonly error?: string
  /** Attached before this edit (not uploaded now). */
  readonly existing?: boolean
}


let nextKey = 1

const fromExisting = (a: MediaAttachment): AttachmentItem => ({
  key: `existing-${a.id}`,
  fileName: a.fileName || a.filename,
  fileSize: a.fileSize,
  fileType: a.fileType,
  status: 'done',
  progress: 1,
  fileUrl: a.fileUrl,
  existing: true,
})

export function useAttachmentUploads(initial: readonly MediaAttachment[] = []) {
  const [items, setItems] = useState<AttachmentItem[]>(() => initial.map(fromExisting))
  const [announcement, setAnnouncement] = useState('')
  const aborts = useRef(new Map<string, () => void>())
  // How many files the list holds, for the limit (read outside a state update).
  const count = useRef(initial.length)

  // Uploads still running when the form goes away are cancelled.
  useEffect(() => {
    const running = aborts.current
    return () => running.forEach((abort) => abort())
  }, [])

  const patch = (key: string, changes: Partial<AttachmentItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...changes } : i)))

  const add = useCallback((files: readonly File[]) => {
    const room = Math.max(0, MAX_ATTACHMENTS - count.current)
    const accepted = files.slice(0, room)
    const added = accepted.map((file): AttachmentItem => {
      const key = `upload-${nextKey++}`
      const handle = uploadFile(file, (progress) => patch(key, { progress }))
      aborts.current.set(key, handle.abort)
      handle.promise.then(
        (uploaded) => {
          aborts.current.delete(key)
          patch(key, { status: 'done', progress: 1, fileUrl: uploaded.fileUrl, fileType: uploaded.fileType, fileSize: uploaded.fileSize, fileName: uploaded.fileName || file.name })
          setAnnouncement(`${file.name} uploaded.`)
        },
        (e: unknown) => {
          aborts.current.delete(key)
          if (e instanceof DOMException && e.name === 'AbortError') return
          const message = errorMessage(e, 'The file could not be uploaded.')
          patch(key, { status: 'error', error: message })
          setAnnouncement(`${file.name} could not be uploaded: ${message}`)
        },
      )
      return { key, fileName: file.name, fileSize: file.size, fileType: file.type || null, status: 'uploading', progress: 0 }
    })
    count.current += added.length
    setItems((list) => [...list, ...added])
    if (files.length > accepted.length) setAnnouncement(`At most ${MAX_ATTACHMENTS} files per item: ${files.length - accepted.length} not added.`)
    else if (accepted.length > 0) setAnnouncement(accepted.length === 1 ? `Uploading ${accepted[0].name}...` : `Uploading ${accepted.length} files...`)
  }, [])

  const remove = useCallback((key: string, name: string) => {
    aborts.current.get(key)?.()
    aborts.current.delete(key)
    count.current = Math.max(0, count.current - 1)
    setItems((list) => list.filter((i) => i.key !== key))
    setAnnouncement(`${name} removed.`)
  }, [])

  const uploading = items.some((i) => i.status === 'uploading')
  const done = items.filter((i): i is AttachmentItem & { fileUrl: string } => i.status === 'done' && !!i.fileUrl)

  return { items, add, remove, uploading, done, announcement }
}

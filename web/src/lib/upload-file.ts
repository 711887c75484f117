// POST /api/uploads (multipart, field 'file'): media attachments and logos. XMLHttpRequest rather than fetch, because only
// it reports the upload's progress. Failures become ApiErrors with the server's message (413
// too large, 415 wrong type), like every other request of the app.
import type { UploadedFile } from '../../../src/adapters/http/contract'
import { ApiError } from './api-client'



const UPLOADS_PATH = '/api/uploads'

/** What the file picker offers; the server checks the bytes anyway. */
export const UPLOAD_ACCEPT = 'application/pdf,image/*,.docx,.xlsx,.pptx,.zip'

const messageOf = (status: number, body: string, statusText: string): string => {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) return parsed.message
  } catch {
    // not JSON: fall through
  }
  if (status === 413) return 'The file is too large.'
  if (status === 415) return 'This type of file is not allowed.'
  return `${status}: ${body || statusText}`
}

export interface UploadHandle {
  readonly promise: Promise<UploadedFile>
  readonly abort: () => void
}

/** Starts an upload; `onProgress` gets 0..1 while the bytes go out. */
export function uploadFile(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest()
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', UPLOADS_PATH)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedFile)
        } catch {
          reject(new ApiError(xhr.status, 'The server sent an unexpected answer.', `${xhr.status}: ${xhr.responseText}`))
        }
        return
      }
      const message = messageOf(xhr.status, xhr.responseText, xhr.statusText)
      reject(new ApiError(xhr.status, message, `${xhr.status}: ${xhr.responseText || xhr.statusText}`))
    }
    xhr.onerror = () => {
      const reason = 'Could not reach the server. Check your connection and try again.'
      reject(new ApiError(0, reason, `0: ${reason}`))
    }
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
  return { promise, abort: () => xhr.abort() }
}

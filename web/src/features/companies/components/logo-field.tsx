// The company form's logo: upload an image (PNG, JPEG or WebP), choose its square in a dialog,
// and see it as the profile and a card will show it. An address typed in (the field there was
// before uploads) still works for an existing logo or one hosted elsewhere.
import { useId, useRef, useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { FieldError, Label, TextField } from '../../../components/ui/field'
import { PendingButton } from '../../../components/ui/pending-button'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { MIN_LOGO_SQUARE } from '../../../../../src/adapters/http/contract'
import { errorMessage } from '../../../lib/api-client'
import { uploadFile } from '../../../lib/upload-file'
import { cropLogo, type SquareCrop } from '../api/company-logos'
import { centredSquare, LogoCropper, wholeSquare, type ImageSize } from './logo-cropper'

const ACCEPT = 'image/png,image/jpeg,image/webp'
const CARD = 52
const PROFILE = 96

interface Picked {
  readonly preview: string
  readonly image: ImageSize
  crop: SquareCrop
  /** The upload's address once the server has it. */
  source?: string
  progress: number
}

/** The file as a data: address (the site's Content-Security-Policy lets images come from data:, not blob:). */
const dataUrlOf = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader()
  reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
  reader.onerror = () => reject(new Error('The file could not be read.'))
  reader.readAsDataURL(file)
})

/** The picture's size as the browser draws it (its EXIF orientation applied, as the server's cut does). */
const sizeOf = (url: string) => new Promise<ImageSize>((resolve, reject) => {
  const img = new Image()
  img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight })
  img.onerror = () => reject(new Error('This file is not an image the browser can show.'))
  img.src = url
})

interface LogoFieldProps {
  readonly companyName: string
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (logo: string) => void
  /** The address text field's props (name, value, onChange, error), for a logo hosted elsewhere. */
  readonly urlField: { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void; error: string | undefined }
}

export function LogoField({ companyName, value, error, onChange, urlField }: LogoFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const [picked, setPicked] = useState<Picked | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const abort = useRef<(() => void) | null>(null)
  const uploaded = value.startsWith('/uploads/')

  const close = () => {
    abort.current?.()
    abort.current = null
    setPicked(null)
  }

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    setProblem(null)
    if (!ACCEPT.split(',').includes(file.type)) {
      setProblem('Choose a PNG, JPEG or WebP image.')
      return
    }
    let preview: string
    let image: ImageSize
    try {
      preview = await dataUrlOf(file)
      image = await sizeOf(preview)
    } catch (err) {
      setProblem(errorMessage(err))
      return
    }
    if (Math.min(image.width, image.height) < MIN_LOGO_SQUARE) {
      setProblem(`The image must be at least ${MIN_LOGO_SQUARE} pixels on each side.`)
      return
    }
    setPicked({ preview, image, crop: centredSquare(image), progress: 0 })
    const upload = uploadFile(file, (progress) => setPicked((p) => (p && p.preview === preview ? { ...p, progress } : p)))
    abort.current = upload.abort
    upload.promise.then(
      (f) => setPicked((p) => (p && p.preview === preview ? { ...p, source: f.fileUrl, progress: 1 } : p)),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return
        setPicked(null)
        setProblem(errorMessage(err, 'The image could not be uploaded.'))
      },
    )
  }

  const use = async () => {
    if (!picked?.source) return
    setSaving(true)
    try {
      const cut = await cropLogo(picked.source, wholeSquare(picked.crop, picked.image))
      onChange(cut.logo)
      setProblem(null)
      setPicked(null)
    } catch (err) {
      setProblem(errorMessage(err, 'The logo could not be cut.'))
    } finally {
      setSaving(false)
    }
  }

  // A refusal of the typed address shows under its own field.
  const shown = problem ?? (uploaded ? error : undefined)
  return (
    <Wrap role="group" aria-labelledby={`${inputId}-legend`}>
      <Label as="span" id={`${inputId}-legend`}>Logo <Optional>(optional)</Optional></Label>
      <Row>
        <Previews aria-label="Preview">
          <Preview>
            <CompanyAvatar name={companyName || 'Company'} logo={value || null} size={PROFILE} />
            <span>Profile</span>
          </Preview>
          <Preview>
            <CompanyAvatar name={companyName || 'Company'} logo={value || null} size={CARD} />
            <span>Card</span>
          </Preview>
        </Previews>
        <Actions>
          <FileButton htmlFor={inputId}>
            {value ? 'Replace logo' : 'Upload a logo'}
            <VisuallyHidden as="input" id={inputId} type="file" accept={ACCEPT} onChange={pick} aria-describedby={[hintId, shown ? errorId : null].filter(Boolean).join(' ')} />
          </FileButton>
          {value ? <Button $variant="ghost" $size="sm" onClick={() => onChange('')}>Remove logo</Button> : null}
          <Hint id={hintId}>A PNG, JPEG or WebP image; you choose the square it shows in.</Hint>
        </Actions>
      </Row>
      {shown ? <FieldError id={errorId} role="alert">{shown}</FieldError> : null}
      {uploaded ? null : (
        <TextField label="Logo URL" type="url" inputMode="url" placeholder="https://www.company.com/logo.png" optional hint="Or the address of a logo hosted elsewhere." {...urlField} />
      )}
      <Dialog open={!!picked} onClose={close} title="Choose the logo's square" description="Only what is inside the square is kept, for the profile and the cards." busy={saving}>
        {picked ? (
          <>
            <LogoCropper src={picked.preview} image={picked.image} crop={picked.crop} onChange={(crop) => setPicked({ ...picked, crop })} />
            <Progress aria-live="polite">{picked.source ? 'Uploaded.' : `Uploading… ${Math.round(picked.progress * 100)}%`}</Progress>
            <DialogFooter>
              <Button $variant="outline" onClick={close} disabled={saving}>Cancel</Button>
              <PendingButton $variant="primary" pending={saving} pendingLabel="Saving…" disabled={!picked.source} onClick={() => void use()}>Use this square</PendingButton>
            </DialogFooter>
          </>
        ) : null}
      </Dialog>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

const Previews = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`

const Preview = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;

  span {
    ${mutedSmall};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  flex: 1 1 12rem;
`

const FileButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  cursor: pointer;
  background: #fff;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Hint = styled.p`
  ${mutedSmall};
  margin: 0;
  flex-basis: 100%;
`

const Progress = styled.p`
  ${mutedSmall};
  text-align: center;
  margin: ${({ theme }) => theme.space[2]} 0 0;
`

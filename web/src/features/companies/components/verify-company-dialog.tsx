// The spec's Verify Company dialog, grown into the passport's checklist (issue 22): a checkbox per kind
// of check, each with its fields once ticked (the registry and its number, the type of document, the
// method, an evidence file and a private note), at least one tick to verify, and the date the passport
// will be valid until (the validity setting from today).
import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { addMonths, CHECK_KINDS, CHECK_LABELS, PASSPORT_LIMITS, type CheckKind } from '../../../../../src/adapters/http/contract'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { Hint, SelectField, TextAreaField, TextField } from '../../../components/ui/field'
import { PendingButton } from '../../../components/ui/pending-button'
import { mutedSmall } from '../../../components/ui/text'
import { formatDate } from '../../../lib/format'
import { UPLOAD_ACCEPT, uploadFile } from '../../../lib/upload-file'
import type { CheckPayload } from '../api/verification'

type Kind = Exclude<CheckKind, 'review'>

/** How each kind of check is usually made (the dialog's method select). */
const METHODS: Readonly<Record<Kind, readonly string[]>> = {
  registry: ['Online register extract', 'Certified register extract', 'Call to the registry'],
  domain: ['Email to an address at the domain', 'DNS record'],
  address: ['Site visit', 'Letter with a code', 'Utility bill'],
  identity: ['Video call', 'Identity document', 'In person'],
  document: ['Scanned original', 'Certified copy', 'Confirmed with the issuer'],
}

interface CheckState {
  ticked: boolean
  method: string
  registryName: string
  registryNumber: string
  documentType: string
  note: string
  evidence: { key: string; filename: string } | null
  uploading: boolean
  uploadError?: string
}

const emptyCheck = (kind: Kind): CheckState => ({
  ticked: false, method: METHODS[kind][0], registryName: '', registryNumber: '', documentType: '', note: '', evidence: null, uploading: false,
})
const emptyChecks = () => Object.fromEntries(CHECK_KINDS.map((k) => [k, emptyCheck(k)])) as Record<Kind, CheckState>

interface VerifyCompanyDialogProps {
  open: boolean
  companyName: string
  /** The validity setting in months (undefined while it loads). */
  validityMonths: number | undefined
  /** Under the domain check: how the manager proved the domain, when they did. */
  domainHint?: ReactNode
  onClose: () => void
  /** Sends the checks; answers whether it worked (the dialog then closes and forgets them). */
  onVerify: (checks: CheckPayload[]) => Promise<boolean>
}

export function VerifyCompanyDialog({ open, companyName, validityMonths, domainHint, onClose, onVerify }: VerifyCompanyDialogProps) {
  const [checks, setChecks] = useState(emptyChecks)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [pending, setPending] = useState(false)
  const patch = (kind: Kind, p: Partial<CheckState>) => setChecks((c) => ({ ...c, [kind]: { ...c[kind], ...p } }))
  const ticked = CHECK_KINDS.filter((k) => checks[k].ticked)
  const uploading = ticked.some((k) => checks[k].uploading)
  const close = () => {
    setChecks(emptyChecks())
    setErrors({})
    onClose()
  }

  const upload = async (kind: Kind, file: File | undefined) => {
    if (!file) return
    patch(kind, { uploading: true, uploadError: undefined })
    try {
      const stored = await uploadFile(file, () => undefined).promise
      patch(kind, { uploading: false, evidence: { key: stored.fileUrl.replace('/uploads/', ''), filename: stored.filename } })
    } catch (e) {
      patch(kind, { uploading: false, uploadError: e instanceof Error ? e.message : 'The upload failed' })
    }
  }

  const submit = async () => {
    const problems: Record<string, string> = {}
    for (const k of ticked) {
      const c = checks[k]
      if (k === 'registry' && !c.registryName.trim()) problems['registry.registryName'] = 'Please name the registry'
      if (k === 'registry' && !c.registryNumber.trim()) problems['registry.registryNumber'] = 'Please give the registry number'
      if (k === 'document' && !c.documentType.trim()) problems['document.documentType'] = 'Please say what the document is'
    }
    setErrors(problems)
    if (Object.keys(problems).length || ticked.length === 0) return
    const payload: CheckPayload[] = ticked.map((k) => {
      const c = checks[k]
      return {
        kind: k,
        method: c.method,
        ...(k === 'registry' ? { registryName: c.registryName.trim(), registryNumber: c.registryNumber.trim() } : {}),
        ...(k === 'document' ? { documentType: c.documentType.trim() } : {}),
        ...(c.note.trim() ? { note: c.note.trim() } : {}),
        ...(c.evidence ? { evidence: [c.evidence.key] } : {}),
      }
    })
    setPending(true)
    try {
      if (await onVerify(payload)) close()
    } finally {
      setPending(false)
    }
  }

  const validUntil = validityMonths ? formatDate(addMonths(new Date(), validityMonths).toISOString()) : null

  return (
    <Dialog open={open} onClose={close} title="Verify This Company?" description="Verified companies are displayed with a badge of trust." width={600} busy={pending}>
      <form
        noValidate
        aria-label={`Verify ${companyName}`}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Fieldset>
          <legend>Checks made</legend>
          {CHECK_KINDS.map((k) => {
            const c = checks[k]
            return (
              <Check key={k}>
                <Checkbox checked={c.ticked} onChange={(on) => patch(k, { ticked: on })}>
                  {CHECK_LABELS[k]}
                </Checkbox>
                {k === 'domain' && domainHint ? <Hint>{domainHint}</Hint> : null}
                {c.ticked ? (
                  <Fields>
                    {k === 'registry' ? (
                      <Pair>
                        <TextField label="Registry" required maxLength={PASSPORT_LIMITS.registryName} value={c.registryName} placeholder="Companies House"
                          error={errors['registry.registryName']} onChange={(e) => patch(k, { registryName: e.target.value })} />
                        <TextField label="Registry number" required maxLength={PASSPORT_LIMITS.registryNumber} value={c.registryNumber}
                          error={errors['registry.registryNumber']} onChange={(e) => patch(k, { registryNumber: e.target.value })} />
                      </Pair>
                    ) : null}
                    {k === 'document' ? (
                      <TextField label="Type of document" required maxLength={PASSPORT_LIMITS.documentType} value={c.documentType} placeholder="Trade-register extract, ISO 9001 certificate"
                        error={errors['document.documentType']} onChange={(e) => patch(k, { documentType: e.target.value })} />
                    ) : null}
                    <SelectField label="Method" value={c.method} onChange={(e) => patch(k, { method: e.target.value })}>
                      {METHODS[k].map((m) => <option key={m} value={m}>{m}</option>)}
                    </SelectField>
                    <TextField
                      label="Evidence file"
                      optional
                      type="file"
                      accept={UPLOAD_ACCEPT}
                      hint={c.uploading ? 'Uploading...' : c.evidence ? `Attached: ${c.evidence.filename} (admins only)` : 'Kept private: only admins can open it.'}
                      error={c.uploadError}
                      onChange={(e) => void upload(k, e.target.files?.[0])}
                    />
                    <TextAreaField label="Private note" optional rows={2} maxLength={PASSPORT_LIMITS.note} value={c.note}
                      hint="Admins only; never shown on the profile." onChange={(e) => patch(k, { note: e.target.value })} />
                  </Fields>
                ) : null}
              </Check>
            )
          })}
        </Fieldset>
        <Validity>{validUntil ? `Valid until ${validUntil}` : null}</Validity>
        <DialogFooter>
          <Button $variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={pending} pendingLabel="Verifying..." disabled={ticked.length === 0 || uploading}>
            Verify
          </PendingButton>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Check = styled.div`
  padding: ${({ theme }) => theme.space[1]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
`

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const Validity = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

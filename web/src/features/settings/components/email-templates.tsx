// The Email tab's templates: name and subject, and an Edit dialog for the subject and body
// with the template's placeholders listed.
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { TextAreaField, TextField } from '../../../components/ui/field'
import { CancelAndSubmit, Form } from '../../../components/ui/form-layout'
import { EditIcon, MailIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { hairlineRows, plainList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { isBlank, useForm, type Errors } from '../../../lib/form'
import { updateEmailTemplate, useEmailTemplates, type EmailTemplate } from '../api/settings'
import { SettingsSection } from './settings-section'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

export function EmailTemplates() {
  const { data, error, mutate } = useEmailTemplates()
  const [editing, setEditing] = useState<EmailTemplate | null>(null)
  return (
    <SettingsSection title="Email templates" description="The subject and text of each email the platform sends.">
      {!data && !error ? (
        <List aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton $width="40%" />
            </li>
          ))}
        </List>
      ) : error && !data ? (
        <ErrorText role="alert">{errorMessage(error, 'Could not load the email templates.')}</ErrorText>
      ) : data!.length === 0 ? (
        <Muted>No email templates.</Muted>
      ) : (
        <List>
          {data!.map((t) => (
            <li key={t.id}>
              <MailIcon size={18} />
              <div>
                <strong>{t.name}</strong>
                <span>{t.subject}</span>
              </div>
              <Button $variant="outline" $size="sm" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                <EditIcon size={16} />
                Edit
              </Button>
            </li>
          ))}
        </List>
      )}
      {editing ? <TemplateDialog template={editing} onClose={() => setEditing(null)} onSaved={() => mutate()} /> : null}
    </SettingsSection>
  )
}

interface TemplateValues {
  subject: string
  body: string
}

function TemplateDialog({ template, onClose, onSaved }: { template: EmailTemplate; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { toast } = useToast()
  const form = useForm<TemplateValues>(
    { subject: template.subject, body: template.body },
    (v): Errors<TemplateValues> => ({ subject: isBlank(v.subject) ? 'Required' : undefined, body: isBlank(v.body) ? 'Required' : undefined }),
  )
  const submit = form.submit(
    async (v) => {
      await updateEmailTemplate(template.id, { subject: v.subject.trim(), body: v.body })
      toast({ title: 'Success', description: 'Email template updated successfully', variant: 'success' })
      await onSaved()
      onClose()
    },
    (e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to update email template'), variant: 'destructive' }),
  )
  return (
    <Dialog open onClose={onClose} title={`Edit template: ${template.name}`} width={650} busy={form.pending}>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={`Edit template ${template.name}`}>
        <TextField label="Subject" maxLength={FIELD_LENGTHS.emailTemplate.subject} required {...form.field('subject')} />
        <TextAreaField label="Body" rows={10} maxLength={FIELD_LENGTHS.emailTemplate.body} required {...form.field('body')} />
        {template.placeholders.length > 0 ? (
          <div>
            <PlaceholdersTitle id={`placeholders-${template.id}`}>Placeholders</PlaceholdersTitle>
            <Chips aria-labelledby={`placeholders-${template.id}`}>
              {template.placeholders.map((p) => (
                <li key={p}>
                  <code>{`{{${p}}}`}</code>
                </li>
              ))}
            </Chips>
          </div>
        ) : null}
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={form.pending} pendingLabel="Saving...">
            Save Template
          </CancelAndSubmit>
        </DialogFooter>
      </Form>
    </Dialog>
  )
}

const List = styled.ul`
  ${hairlineRows(3)}

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }

  li > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }

  li span {
    ${mutedSmall}
    overflow-wrap: anywhere;
  }
`

const PlaceholdersTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${plainList}

  code {
    display: inline-block;
    padding: 0.125rem ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

const Muted = styled.p`
  margin: 0;
  ${mutedSmall}
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

// Invite User, Create User and Edit User dialogs (admin-back-office.md "Users page", §5). An invitation
// has no password: the user chooses it through the emailed link. On edit the password may be left
// blank to keep it, and is then left out of the request.
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { SelectField, TextField } from '../../../components/ui/field'
import { CancelAndSubmit, Form, FormRow } from '../../../components/ui/form-layout'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { isBlank, isEmail, useForm, type Errors } from '../../../lib/form'
import { usePasswordPolicy } from '../../../lib/public-settings'
import { useSession, type Role } from '../../../lib/session'
import { createUser, inviteUser, updateUser, type AdminUserRow, type UserPayload } from '../api/admin-users'
import { grantableRoles, ROLE_LABELS } from './permissions'
import { EMAIL_MAX_LENGTH, FIELD_LENGTHS, INVITATION_VALID_DAYS } from '../../../../../src/adapters/http/contract'

interface UserFormValues {
  firstName: string
  lastName: string
  email: string
  role: string
  password: string
  mobileNumber: string
}

interface UserFormDialogProps {
  /** undefined: create (or invite) a user; a row: edit that user. */
  editing?: Pick<AdminUserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'mobileNumber' | 'status'>
  /** Create the account without a password and email the user a link to choose one. */
  invite?: boolean
  onClose: () => void
  onSaved: () => Promise<unknown> | void
}

export function UserFormDialog({ editing, invite = false, onClose, onSaved }: UserFormDialogProps) {
  const { user: actor } = useSession()
  const { toast } = useToast()
  const creating = !editing && !invite
  // An invited user chooses their own password through the invitation.
  const withPassword = !invite && editing?.status !== 'invited'
  const self = !!editing && actor?.id === editing.id
  const roles = grantableRoles(actor)
  const { minLength } = usePasswordPolicy()
  // A user's current role stays listed even when the actor could not give it (it is not changed then).
  const roleChoices = editing && !roles.includes(editing.role) ? [...roles, editing.role] : roles

  const form = useForm<UserFormValues>(
    {
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      email: editing?.email ?? '',
      role: editing?.role ?? 'individual',
      password: '',
      mobileNumber: editing?.mobileNumber ?? '',
    },
    (v): Errors<UserFormValues> => ({
      firstName: isBlank(v.firstName) ? 'Required' : undefined,
      lastName: isBlank(v.lastName) ? 'Required' : undefined,
      email: isBlank(v.email) ? 'Required' : isEmail(v.email) ? undefined : 'Please enter a valid email',
      role: v.role ? undefined : 'Required',
      password: creating && withPassword && !v.password ? 'Password is required' : undefined,
    }),
  )

  const submit = form.submit(
    async (v) => {
      const body: UserPayload = {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        role: v.role as Role,
        mobileNumber: v.mobileNumber.trim(),
        ...(v.password ? { password: v.password } : {}),
      }
      if (editing) await updateUser(editing.id, body)
      else if (invite) await inviteUser(body)
      else await createUser(body)
      toast({ title: 'Success', description: invite ? `Invitation sent to ${body.email}` : creating ? 'User created successfully' : 'User updated successfully', variant: 'success' })
      await onSaved()
      onClose()
    },
    (e) => toast({ title: 'Error', description: errorMessage(e, invite ? 'Failed to invite user' : creating ? 'Failed to create user' : 'Failed to update user'), variant: 'destructive' }),
  )

  return (
    <Dialog
      open
      onClose={onClose}
      title={invite ? 'Invite User' : creating ? 'Create User' : 'Edit User'}
      description={
        invite
          ? `We email them a link to choose their own password. The link works once, for ${INVITATION_VALID_DAYS} days.`
          : editing
            ? `Change the account of ${editing.firstName} ${editing.lastName}.`
            : 'Add an account and choose its role and password.'
      }
      width={600}
      busy={form.pending}
    >
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={invite ? 'Invite user' : creating ? 'Create user' : 'Edit user'}>
        <FormRow>
          <TextField label="First name" autoComplete="off" maxLength={FIELD_LENGTHS.person.firstName} required {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="off" maxLength={FIELD_LENGTHS.person.lastName} required {...form.field('lastName')} />
        </FormRow>
        <TextField label="Email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} required {...form.field('email')} />
        <FormRow>
          <SelectField label="Role" required disabled={self} hint={self ? 'You cannot change your own role.' : undefined} {...form.field('role')}>
            {roleChoices.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </SelectField>
          <TextField label="Mobile number" type="tel" autoComplete="off" maxLength={FIELD_LENGTHS.person.mobileNumber} optional {...form.field('mobileNumber')} />
        </FormRow>
        {withPassword ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required={creating}
            optional={!creating}
            hint={creating ? `At least ${minLength} characters.` : 'Leave blank to keep unchanged.'}
            {...form.field('password')}
          />
        ) : null}
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={form.pending} pendingLabel={invite ? 'Sending...' : creating ? 'Creating...' : 'Saving...'}>
            {invite ? 'Send Invitation' : creating ? 'Create User' : 'Save Changes'}
          </CancelAndSubmit>
        </DialogFooter>
      </Form>
    </Dialog>
  )
}

// Edit Profile (PATCH /api/user), Change Password (POST /api/user/password) and Change Email (POST /api/user/email) dialogs of the
// dashboard's Profile tab. The server's fieldErrors appear next to their inputs.
import { useSWRConfig } from 'swr'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { TextField } from '../../../components/ui/field'
import { CancelAndSubmit, Form, FormRow } from '../../../components/ui/form-layout'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { isBlank, isEmail, useForm, type Errors } from '../../../lib/form'
import { SESSION_KEY, type SessionUser } from '../../../lib/session'
import { usePasswordPolicy } from '../../../lib/public-settings'
import { changePassword, PENDING_EMAIL_CHANGE_KEY, requestEmailChange, updateProfile, type EmailChangeInput, type PasswordInput, type ProfileInput } from '../api/dashboard'
import { EMAIL_MAX_LENGTH, FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

interface DialogProps {
  onClose: () => void
}

export function EditProfileDialog({ user, onClose }: DialogProps & { user: SessionUser }) {
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const form = useForm<ProfileInput>(
    { firstName: user.firstName, lastName: user.lastName, mobileNumber: user.mobileNumber ?? '' },
    (v): Errors<ProfileInput> => ({
      firstName: isBlank(v.firstName) ? 'Required' : undefined,
      lastName: isBlank(v.lastName) ? 'Required' : undefined,
    }),
  )
  const submit = form.submit(
    async (v) => {
      await updateProfile({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), mobileNumber: v.mobileNumber.trim() })
      await mutate(SESSION_KEY)
      toast({ title: 'Profile updated', description: 'Your profile was saved.', variant: 'success' })
      onClose()
    },
    (e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to update profile'), variant: 'destructive' }),
  )
  return (
    <Dialog open onClose={onClose} title="Edit Profile" description="Your name and mobile number." busy={form.pending}>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Edit profile">
        <FormRow>
          <TextField label="First name" autoComplete="given-name" maxLength={FIELD_LENGTHS.person.firstName} required {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" maxLength={FIELD_LENGTHS.person.lastName} required {...form.field('lastName')} />
        </FormRow>
        <TextField label="Mobile number" type="tel" autoComplete="tel" maxLength={FIELD_LENGTHS.person.mobileNumber} optional {...form.field('mobileNumber')} />
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={form.pending} pendingLabel="Saving...">
            Save Changes
          </CancelAndSubmit>
        </DialogFooter>
      </Form>
    </Dialog>
  )
}

export function ChangePasswordDialog({ onClose }: DialogProps) {
  const { toast } = useToast()
  const policy = usePasswordPolicy()
  const form = useForm<PasswordInput>(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    (v): Errors<PasswordInput> => ({
      currentPassword: v.currentPassword ? undefined : 'Current password is required',
      newPassword: v.newPassword ? undefined : 'Required',
      confirmPassword: !v.confirmPassword ? 'Required' : v.confirmPassword !== v.newPassword ? "Passwords don't match" : undefined,
    }),
  )
  const submit = form.submit(
    async (v) => {
      const { message } = await changePassword(v)
      toast({ title: 'Password changed', description: message, variant: 'success' })
      onClose()
    },
    (e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to change password'), variant: 'destructive' }),
  )
  return (
    <Dialog
      open
      onClose={onClose}
      title="Change Password"
      description="You stay signed in here; every other device is signed out."
      busy={form.pending}
    >
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Change password">
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${policy.minLength} characters${policy.requireStrong ? ', with three of: lower-case letters, upper-case letters, digits, symbols' : ''}.`}
          required
          {...form.field('newPassword')}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={form.pending} pendingLabel="Changing...">
            Change Password
          </CancelAndSubmit>
        </DialogFooter>
      </Form>
    </Dialog>
  )
}

export function ChangeEmailDialog({ email, onClose }: DialogProps & { email: string }) {
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const form = useForm<EmailChangeInput>(
    { newEmail: '', currentPassword: '' },
    (v): Errors<EmailChangeInput> => ({
      newEmail: isBlank(v.newEmail) ? 'Required' : !isEmail(v.newEmail) ? 'Please enter a valid email' : v.newEmail.trim().toLowerCase() === email ? 'This is already your email address' : undefined,
      currentPassword: v.currentPassword ? undefined : 'Current password is required',
    }),
  )
  const submit = form.submit(
    async (v) => {
      const { message } = await requestEmailChange({ newEmail: v.newEmail.trim(), currentPassword: v.currentPassword })
      toast({ title: 'Check your new mailbox', description: message, variant: 'success' })
      await mutate(PENDING_EMAIL_CHANGE_KEY)
      onClose()
    },
    (e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to ask for the change'), variant: 'destructive' }),
  )
  return (
    <Dialog
      open
      onClose={onClose}
      title="Change Email"
      description={`Your address stays ${email} until you open the link we send to the new one. Confirming signs you out everywhere.`}
      busy={form.pending}
    >
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Change email">
        <TextField label="New email address" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required {...form.field('newEmail')} />
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={form.pending} pendingLabel="Sending...">
            Send confirmation link
          </CancelAndSubmit>
        </DialogFooter>
      </Form>
    </Dialog>
  )
}

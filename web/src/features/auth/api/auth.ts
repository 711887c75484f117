import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { useToast } from '../../../components/ui/toast'
import { api, errorMessage } from '../../../lib/api-client'
import { normaliseUser, SESSION_KEY, type SessionUser } from '../../../lib/session'
import type { InvitationView } from '../../../../../src/adapters/http/contract'

export interface LoginInput {
  email: string
  password: string
}

/** Self-registration offers only these two account types (shared/design/decisions.md §1). */
export type AccountType = 'individual' | 'company_manager'

export interface RegisterInput {
  firstName: string
  lastName: string
  email: string
  mobileNumber?: string
  password: string
  confirmPassword: string
  role: AccountType
}

export type { InvitationView }

/** Whom an invitation link is for, while it works (the token travels in the body, never in a logged URL). */
export const lookUpInvitation = (token: string) => api.post<InvitationView>('/api/invitations/lookup', { token })

/** Sets the invited account's password; the answer is the user, signed in. */
export const acceptInvitation = async (input: { token: string; password: string; confirmPassword: string }): Promise<SessionUser> =>
  normaliseUser(await api.post<SessionUser>('/api/invitations/accept', input))!

/** "Forgot password?": the answer is the same whether the address has an account or not. */
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/api/password/forgot', { email })

/** Whom a reset link is for, while it works. */
export const lookUpResetLink = (token: string) => api.post<{ email: string }>('/api/password/reset/lookup', { token })

/** Sets the new password through the link; the answer is the user, signed in (every other session ended). */
export const resetPassword = async (input: { token: string; password: string; confirmPassword: string }): Promise<SessionUser> =>
  normaliseUser(await api.post<SessionUser>('/api/password/reset', input))!

/** The new address an email-change link confirms, while it works. */
export const lookUpEmailChange = (token: string) => api.post<{ email: string }>('/api/email-change/lookup', { token })

/** Confirms a new address: every session of the account ends (this one too). */
export const confirmEmailChange = (token: string) => api.post<{ message: string; email: string }>('/api/email-change/confirm', { token })

export const login = async (input: LoginInput): Promise<SessionUser> =>
  normaliseUser(await api.post<SessionUser>('/api/login', input))!

export const register = async (input: RegisterInput): Promise<SessionUser> =>
  normaliseUser(await api.post<SessionUser>('/api/register', input))!

/** POST /api/logout, then forget every cached answer and go home. */
export function useLogout() {
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const navigate = useNavigate()
  const [isPending, setPending] = useState(false)

  const logout = useCallback(async () => {
    setPending(true)
    try {
      await api.post('/api/logout')
      // Record "logged out", then drop every other cached answer; screens still on
      // display fetch theirs again as a visitor.
      await mutate(SESSION_KEY, null, { revalidate: false })
      await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: true })
      toast({ title: 'Logged out successfully', variant: 'success' })
      void navigate('/')
    } catch (e) {
      toast({ title: 'Logout failed', description: errorMessage(e), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }, [mutate, navigate, toast])

  return { logout, isPending }
}

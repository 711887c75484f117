// "Become a company manager" (issue 21): an individual lists their company without a second account. Offered on
// the dashboard, and on the company manager's screens (My Companies, Create Company) instead of sending an
// individual home. Asks first, then the same account (favourites and history kept) becomes a company manager's
// and goes on to Create Company.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { Button } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/toast'
import { api, errorMessage } from '../../../lib/api-client'
import { normaliseUser, SESSION_KEY, type SessionUser } from '../../../lib/session'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'

export function BecomeManagerOffer({ className }: { className?: string }) {
  const [asking, setAsking] = useState(false)
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const navigate = useNavigate()

  const confirm = async () => {
    try {
      const user = normaliseUser(await api.post<SessionUser>('/api/user/become-manager'))!
      await mutate(SESSION_KEY, user, { revalidate: false })
      setAsking(false)
      toast({ title: 'You are now a company manager', description: 'Create your first company profile: our team reviews it before it is published.', variant: 'success' })
      void navigate('/companies/create')
    } catch (e) {
      toast({ title: 'Could not change your account', description: errorMessage(e), variant: 'destructive' })
    }
  }

  return (
    <>
      <Callout
        className={className}
        title="List your company"
        action={<Button onClick={() => setAsking(true)}>Become a company manager</Button>}
      >
        Turn this account into a company manager&apos;s to create up to {MAX_COMPANIES_PER_MANAGER} company profiles, publish news and apply to
        exhibitions. Your favourites and history stay.
      </Callout>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Become a company manager?"
        confirmLabel="Become a company manager"
        pendingLabel="Changing..."
        destructive={false}
        onConfirm={confirm}
      >
        Your account will be able to create company profiles. Only an administrator can turn it back into an individual account.
      </ConfirmDialog>
    </>
  )
}

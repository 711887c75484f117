// /admin/users/:id: one user's account (its status, last sign-in, a suspension's reason, a pending
// invitation), companies, active sessions (with End all sessions) and recent activity. The activity list is drawn by the caller (`renderActivity`), so that this
// feature does not import another one.
import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { BackLink } from '../../../components/ui/back-link'
import { accountFactList, ContactFacts } from '../../../components/ui/email-verified-badge'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Callout } from '../../../components/ui/callout'
import { AlertIcon, BanIcon, BuildingIcon, CheckCircleIcon, ClockIcon, EditIcon, LogOutIcon, MailIcon, TrashIcon } from '../../../components/ui/icons'
import { InitialsAvatar } from '../../../components/ui/initials-avatar'
import { MessageCard } from '../../../components/ui/message-card'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionGrid, SectionStack } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { Cluster, plainList } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { useReportedAction, useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { fullName, useSession } from '../../../lib/session'
import { useInvalidate } from '../../../lib/swr'
import { ADMIN_USERS_PATH, deleteUser, endUserSessions, useAdminUser, type ActivityEntry } from '../api/admin-users'
import { useAccountActions } from './account-actions'
import { AccountStatusBadge } from './account-status-badge'
import { canDelete, canManage } from './permissions'
import { RoleBadge } from './role-badge'
import { UserFormDialog } from './user-form-dialog'

const COMPANY_STATUS: Readonly<Record<string, { label: string; tone: BadgeTone }>> = {
  approved: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
  suspended: { label: 'Suspended', tone: 'neutral' },
}

interface AdminUserDetailProps {
  id: string
  /** Draws the user's recent activity (an empty list is handled here). */
  renderActivity: (entries: readonly ActivityEntry[]) => ReactNode
}

export function AdminUserDetail({ id, renderActivity }: AdminUserDetailProps) {
  const { user: actor } = useSession()
  const { data: user, error, mutate } = useAdminUser(id)
  const invalidate = useInvalidate()
  const report = useReportedAction()
  const { toast } = useToast()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'sessions' | null>(null)
  const others = (k: string) => k.startsWith(ADMIN_USERS_PATH) || k.startsWith('/api/admin/stats') || k.startsWith('/api/admin/activities') || k.startsWith('/api/admin/audit')
  const refresh = async () => {
    await Promise.all([mutate(), invalidate((k) => others(k) && !k.endsWith(`/users/${id}`))])
  }
  const accounts = useAccountActions(refresh)
  usePageTitle(user ? `${fullName(user)} · Users · Admin` : 'User Details · Admin')

  const back = <BackLink to="/admin/users">Back to Users</BackLink>

  if (error && !user) {
    return (
      <>
        {back}
        <MessageCard
          icon={<AlertIcon />}
          tone={error.status === 404 ? 'primary' : 'danger'}
          headingLevel={1}
          title={error.status === 404 ? 'User Not Found' : 'Could not load this user'}
          action={<Link to="/admin/users">Back to Users</Link>}
        >
          {error.status === 404 ? 'This account does not exist or was deleted.' : errorMessage(error)}
        </MessageCard>
      </>
    )
  }
  if (!user) return <LoadingState label="Loading user..." />

  const name = fullName(user)
  const account = accounts.actions(user)
  const mayManage = canManage(actor, user)
  const maySignOut = mayManage && actor?.id !== user.id

  return (
    <>
      {back}
      <PageHeader
        title={name}
        description={user.email}
        actions={
          <Cluster>
            {canManage(actor, user) ? (
              <Button $variant="outline" onClick={() => setDialog('edit')}>
                <EditIcon size={16} />
                Edit User
              </Button>
            ) : null}
            {account.suspend ? (
              <Button $variant="outline" onClick={account.suspend}>
                <BanIcon size={16} />
                Suspend User
              </Button>
            ) : null}
            {canDelete(actor, user) ? (
              <Button $variant="destructive" onClick={() => setDialog('delete')}>
                <TrashIcon size={16} />
                Delete User
              </Button>
            ) : null}
          </Cluster>
        }
      />

      {user.suspension ? (
        <Notice
          tone="danger"
          title={`Suspended since ${formatDateTime(user.suspension.since)}${user.suspension.by ? ` by ${user.suspension.by}` : ''}`}
          action={
            account.reinstate ? (
              <Button $variant="outline" onClick={account.reinstate}>
                <CheckCircleIcon size={16} />
                Reinstate User
              </Button>
            ) : undefined
          }
        >
          Reason: {user.suspension.reason}
        </Notice>
      ) : null}
      {user.status === 'invited' ? (
        <Notice
          tone="info"
          title="Invitation not accepted yet"
          action={
            account.resendInvitation ? (
              <Button $variant="outline" onClick={() => void account.resendInvitation!()}>
                <MailIcon size={16} />
                Resend Invitation
              </Button>
            ) : undefined
          }
        >
          {user.invitationExpiresAt
            ? `${name} has not chosen a password yet. The link we emailed works until ${formatDateTime(user.invitationExpiresAt)}.`
            : `${name} has not chosen a password yet, and has no working link: send a new invitation.`}
        </Notice>
      ) : null}

      <SectionGrid $split="3:2">
        <SectionStack>
          <Card aria-labelledby="user-account-title">
            <h2 id="user-account-title">Account</h2>
            <Identity>
              <InitialsAvatar name={name} size={56} />
              <div>
                <strong>{name}</strong>
                <Cluster>
                  <RoleBadge role={user.role} />
                  <AccountStatusBadge status={user.status} />
                </Cluster>
              </div>
            </Identity>
            <Details>
              <ContactFacts account={user} noPhone="No phone" />
              <div>
                <dt>Created</dt>
                <dd>{formatDate(user.createdAt)}</dd>
              </div>
              <div>
                <dt>Last sign-in</dt>
                <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}</dd>
              </div>
              <div>
                <dt>Companies</dt>
                <dd>{formatNumber(user.companyCount)}</dd>
              </div>
            </Details>
            {account.resendVerification ? (
              <Button $variant="outline" onClick={() => void account.resendVerification!()}>
                <MailIcon size={16} />
                Resend Verification Email
              </Button>
            ) : null}
          </Card>

          <Card aria-labelledby="user-companies-title">
            <h2 id="user-companies-title">Companies</h2>
            {user.companies.length === 0 ? (
              <Muted>No companies.</Muted>
            ) : (
              <List>
                {user.companies.map((c) => {
                  const s = COMPANY_STATUS[c.status] ?? { label: c.status, tone: 'neutral' as const }
                  return (
                    <li key={c.id}>
                      <BuildingIcon size={18} />
                      <Link to={`/admin/companies/${c.id}`}>{c.name}</Link>
                      <Badge $tone={s.tone}>{s.label}</Badge>
                      {c.isVerified ? <Badge $tone="success">Verified</Badge> : null}
                    </li>
                  )
                })}
              </List>
            )}
          </Card>
        </SectionStack>
        <SectionStack>
          <Card aria-labelledby="user-sessions-title">
            <h2 id="user-sessions-title">Sessions</h2>
            <SessionCount>
              <strong>{formatNumber(user.activeSessions)}</strong> active {user.activeSessions === 1 ? 'session' : 'sessions'}
            </SessionCount>
            <Muted>A role or password change, and a suspension, also sign the user out everywhere.</Muted>
            {maySignOut ? (
              <Button $variant="outline" onClick={() => setDialog('sessions')} disabled={user.activeSessions === 0}>
                <LogOutIcon size={16} />
                End all sessions
              </Button>
            ) : null}
          </Card>

          <Card aria-labelledby="user-activity-title">
            <h2 id="user-activity-title">Recent Activity</h2>
            {user.recentActivity.length === 0 ? (
              <Muted>
                <ClockIcon size={16} /> No recent activity.
              </Muted>
            ) : (
              renderActivity(user.recentActivity)
            )}
          </Card>
        </SectionStack>
      </SectionGrid>

      {accounts.dialogs}
      {dialog === 'edit' ? <UserFormDialog editing={user} onClose={() => setDialog(null)} onSaved={refresh} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title="Are you sure?"
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (await report(() => deleteUser(user.id), 'User deleted successfully', 'Failed to delete user')) {
            setDialog(null)
            await invalidate(others)
            void navigate('/admin/users')
          }
        }}
      >
        {`This will permanently delete the user ${name}. This action cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'sessions'}
        onClose={() => setDialog(null)}
        title="End all sessions?"
        confirmLabel="End all sessions"
        pendingLabel="Ending..."
        onConfirm={async () => {
          try {
            const { ended } = await endUserSessions(user.id)
            toast({ title: 'Success', description: `${ended} ${ended === 1 ? 'session' : 'sessions'} ended`, variant: 'success' })
            setDialog(null)
            await mutate()
          } catch (e) {
            toast({ title: 'Error', description: errorMessage(e, 'Failed to end the sessions'), variant: 'destructive' })
          }
        }}
      >
        {`${name} will be signed out on every device.`}
      </ConfirmDialog>
    </>
  )
}

const Notice = styled(Callout)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};

  > * {
    max-width: 100%;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

`

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Details = styled.dl`
  ${accountFactList}
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;

  dd {
    overflow-wrap: anywhere;
  }

  dd > span {
    min-width: 0;
  }
`

const SessionCount = styled.p`
  margin: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  ${mutedSmall}
`

const List = styled.ul`
  width: 100%;
  ${plainList}

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`

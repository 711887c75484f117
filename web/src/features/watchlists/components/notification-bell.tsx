// The notification centre in the header (signed-in users only; a chunk of its own, so visitors never load it):
// a bell with the unread count, and a panel listing what is new, each entry marked read when opened.
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Icon, type IconProps } from '../../../components/ui/icons'
import { PopoverButton } from '../../../components/ui/popover'
import { formatDate } from '../../../lib/format'
import { markRead, NOTIFICATION_TEXT, notificationPath, useNotifications } from '../api/notifications'

const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
)

export default function NotificationBell() {
  const { data, mutate } = useNotifications()
  const unread = data?.unread ?? 0
  const read = (ids: readonly number[] | 'all') => { void markRead(ids).then(() => mutate()).catch(() => undefined) }
  return (
    <PopoverButton
      label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      title="Notifications"
      button={<><BellIcon size={22} />{unread ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}</>}
    >
      {(close) => (
        <>
          {!data?.items.length ? (
            <Empty>Nothing new yet. Save a search in the directory or follow a company to hear of what is new.</Empty>
          ) : (
            <>
              <List>
                {data.items.map((n) => (
                  <li key={n.id}>
                    <Entry to={notificationPath(n)} $unread={!n.readAt} onClick={() => { if (!n.readAt) read([n.id]) }}>
                      <strong>{n.title}</strong>
                      <span>{NOTIFICATION_TEXT[n.kind]} · {formatDate(n.createdAt)}{n.readAt ? '' : ' · New'}</span>
                    </Entry>
                  </li>
                ))}
              </List>
              {unread ? <MarkAll type="button" onClick={() => read('all')}>Mark all as read</MarkAll> : null}
            </>
          )}
          <Manage to="/saved-searches" onClick={close}>Manage saved searches and follows</Manage>
        </>
      )}
    </PopoverButton>
  )
}

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 1.1rem;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.1rem;
  text-align: center;
`

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Entry = styled(Link)<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceSunken : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Manage = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const MarkAll = styled.button`
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

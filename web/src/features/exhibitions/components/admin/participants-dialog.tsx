// The admin list's participants dialog: how many companies take part, each with its logo,
// status, the day it applied and a link to it, and the way to the participants screen.
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../../components/ui/button'
import { Dialog, DialogFooter } from '../../../../components/ui/dialog'
import { AlertIcon } from '../../../../components/ui/icons'
import { Skeleton } from '../../../../components/ui/skeleton'
import { NoWrap, Table, TableCard } from '../../../../components/ui/table'
import { VisuallyHidden } from '../../../../components/ui/visually-hidden'
import { errorMessage } from '../../../../lib/api-client'
import { formatDate, formatNumber } from '../../../../lib/format'
import { useAdminParticipants } from '../../api/admin-exhibitions'
import { CompanyAvatar } from '../../../../components/ui/company-avatar'
import { ParticipationStatusBadge } from '../participation-status-badge'

interface Props {
  exhibition: { id: number; name: string } | null
  onClose: () => void
}

export function ParticipantsDialog({ exhibition, onClose }: Props) {
  return (
    <Dialog open={!!exhibition} onClose={onClose} title="Participants" description={exhibition?.name} width={650}>
      {exhibition ? <ParticipantsBody id={exhibition.id} name={exhibition.name} onClose={onClose} /> : null}
    </Dialog>
  )
}

function ParticipantsBody({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const { data, error, mutate } = useAdminParticipants(id)
  const participating = (data ?? []).filter((p) => p.status === 'approved' || p.status === 'pending')
  const confirmed = participating.filter((p) => p.status === 'approved').length

  return (
    <>
      <Summary role="status">
        {!data
          ? error
            ? ''
            : 'Loading participants...'
          : `${formatNumber(participating.length)} ${participating.length === 1 ? 'company' : 'companies'} participating (${formatNumber(confirmed)} confirmed, ${formatNumber(participating.length - confirmed)} pending)`}
      </Summary>
      {error ? (
        <Message role="alert">
          <AlertIcon size={18} /> {errorMessage(error)}{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void mutate()}>
            Try again
          </Button>
        </Message>
      ) : data && data.length === 0 ? (
        <Message>No participants yet</Message>
      ) : (
        <TableCard>
          <Table aria-busy={!data || undefined}>
            <caption>
              <VisuallyHidden>Participants of {name}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Status</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {!data
                ? Array.from({ length: 3 }, (_, i) => (
                    <tr key={i} aria-hidden="true">
                      <td>
                        <Skeleton $height="2rem" />
                      </td>
                      <td>
                        <Skeleton $width="5rem" />
                      </td>
                      <td>
                        <Skeleton $width="6rem" />
                      </td>
                    </tr>
                  ))
                : data.map((p) => (
                    <tr key={p.id}>
                      <td data-label="Company">
                        <CompanyCell>
                          <CompanyAvatar name={p.company.name} logo={p.company.logo} size={32} />
                          <Link to={`/admin/companies/${p.companyId}`}>{p.company.name}</Link>
                        </CompanyCell>
                      </td>
                      <td data-label="Status">
                        <ParticipationStatusBadge status={p.status} />
                      </td>
                      <td data-label="Joined">
                        <NoWrap>{formatDate(p.createdAt)}</NoWrap>
                      </td>
                    </tr>
                  ))}
            </tbody>
          </Table>
        </TableCard>
      )}
      <DialogFooter>
        <Button $variant="outline" onClick={onClose}>
          Close
        </Button>
        <ButtonLink to={`/admin/exhibitions/${id}/participants`}>Manage Participants</ButtonLink>
      </DialogFooter>
    </>
  )
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Message = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`

const CompanyCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`

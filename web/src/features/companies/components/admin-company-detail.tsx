// /admin/companies/:id: every field of a company, its status and verification with the
// same decisions as the table's row menu, its manager and its exhibitions.
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { EditIcon, ExternalLinkIcon, EyeIcon } from '../../../components/ui/icons'
import type { MenuAction } from '../../../components/ui/menu'
import { LoadingState } from '../../../components/ui/spinner'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatDate, formatNumber } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { useAdminCompany, useManagerName, type AdminCompanyDetailView } from '../api/admin-companies'
import { useCompanyModeration } from './admin-company-actions'
import { AdminPassport } from './admin-passport'
import { CompanyLoadError } from './company-load-error'
import { CompanyLogo } from './company-logo'
import { proofText } from './domain-proof-hint'
import { AdminStatusBadge } from './company-status'
import { RecordHeader, RecordToolbar } from '../../../components/ui/record-header'
import { Fact, Facts, Muted, Prose, SectionCard, SectionGrid, SectionStack } from '../../../components/ui/section-card'
import { Cluster, stacked } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'

const ADMIN_BACK = { to: '/admin/companies', label: 'Back to Companies' }

export function AdminCompanyDetail({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminCompany(id)
  usePageTitle(`${data?.name ?? 'Company Details'} · Admin`)
  if (error) return <CompanyLoadError error={error} onRetry={() => void mutate()} back={ADMIN_BACK} notFoundText="This company does not exist or was deleted." />
  if (!data) return <LoadingState label="Loading company..." />
  return <Detail company={data} refresh={() => mutate()} />
}

function Detail({ company, refresh }: { company: AdminCompanyDetailView; refresh: () => Promise<unknown> }) {
  const navigate = useNavigate()
  const manager = useManagerName(company)
  const moderation = useCompanyModeration({
    refresh,
    ownKey: `/api/admin/companies/${company.id}`,
    onDeleted: () => { void navigate('/admin/companies') },
  })
  const location = [company.address, [company.postalCode, company.city].filter(Boolean).join(' '), company.state, company.country]
    .filter(Boolean)
    .join(', ')
  const decisions = moderation.decisions(company)
  const decisionButton = (a: MenuAction) => (
    <Button key={a.label} $variant={a.destructive ? 'destructive' : 'outline'} $size="sm" onClick={a.onSelect}>
      {a.icon}
      {a.label}
    </Button>
  )
  const link = (url: string | null) =>
    url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    ) : (
      'Not provided'
    )

  return (
    <>
      <RecordHeader>
        <CompanyLogo name={company.name} logo={company.logo} size={72} />
        <div>
          <h1>{company.name}</h1>
          <Cluster>
            <AdminStatusBadge status={company.status} verified={company.isVerified} />
            <Badge $tone="primary">{company.sector}</Badge>
            {company.subsector ? <Badge>{company.subsector}</Badge> : null}
          </Cluster>
        </div>
      </RecordHeader>

      <RecordToolbar role="group" aria-label="Company actions">
        {decisions.filter((a) => !a.destructive).map(decisionButton)}
        <ButtonLink to={`/admin/companies/${company.id}/edit`} $variant="outline" $size="sm">
          <EditIcon />
          Edit Company
        </ButtonLink>
        <ButtonLink to={`/companies/${company.id}`} $variant="outline" $size="sm">
          <EyeIcon />
          Public profile
        </ButtonLink>
        {company.website ? (
          <ButtonAnchor href={company.website} target="_blank" rel="noopener noreferrer" $variant="outline" $size="sm">
            <ExternalLinkIcon />
            Visit Website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ButtonAnchor>
        ) : null}
        {decisions.filter((a) => a.destructive).map(decisionButton)}
      </RecordToolbar>

      {company.status === 'rejected' ? (
        <Notice tone="danger" title="Rejected">
          {company.rejectionReason ? `Reason: ${company.rejectionReason}` : 'No reason was recorded.'}
        </Notice>
      ) : company.status === 'suspended' ? (
        <Notice tone="danger" title="Suspended">
          {company.suspensionReason ? `Reason: ${company.suspensionReason}` : 'No reason was recorded.'}
        </Notice>
      ) : null}

      <SectionGrid $split="2:1">
        <SectionStack>
          <SectionCard title="Description">
            <Prose>{company.description}</Prose>
          </SectionCard>
          <SectionCard title="Products and services">
            <Facts>
              <Fact term="Products">{company.products.length ? company.products.join(', ') : 'None'}</Fact>
              <Fact term="Services">{company.services.length ? company.services.join(', ') : 'None'}</Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Exhibitions">
            {company.exhibitions.length === 0 ? (
              <Muted>No confirmed exhibition participations.</Muted>
            ) : (
              <Exhibitions>
                {company.exhibitions.map((x) => (
                  <li key={x.id}>
                    <Link to={`/admin/exhibitions/${x.id}`}>{x.name}</Link>
                    <span>
                      {formatDate(x.startDate)} – {formatDate(x.endDate)}
                      {x.boothNumber ? ` · Booth ${x.boothNumber}` : ''}
                    </span>
                  </li>
                ))}
              </Exhibitions>
            )}
          </SectionCard>
        </SectionStack>
        <SectionStack>
          <SectionCard title="Status">
            <Facts>
              <Fact term="Status"><AdminStatusBadge status={company.status} verified={company.isVerified} /></Fact>
              <Fact term="Verified">{company.isVerified ? 'Yes' : 'No'}</Fact>
              <Fact term="Manager">{manager ?? `User #${company.managerId}`}</Fact>
              <Fact term="Created">{formatDate(company.createdAt)}</Fact>
              <Fact term="Updated">{formatDate(company.updatedAt)}</Fact>
              <Fact term="Profile views">{formatNumber(company.views)}</Fact>
            </Facts>
          </SectionCard>
          <AdminPassport companyId={company.id} />
          <SectionCard title="Contact">
            <Facts $single>
              <Fact term="Contact email"><a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a></Fact>
              <Fact term="Phone">{company.contactPhone || 'No phone'}</Fact>
              <Fact term="Address">{location || 'Unknown'}</Fact>
              <Fact term="Website">{link(company.website)}</Fact>
              <Fact term="Domain proof">{company.domainProof ? `${company.domainProof.domain}. ${proofText(company.domainProof)}` : 'Not proven'}</Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Media contact">
            <Facts $single>
              <Fact term="Name">{company.mediaContactName ?? 'Not provided'}</Fact>
              <Fact term="Email">{company.mediaContactEmail ? <a href={`mailto:${company.mediaContactEmail}`}>{company.mediaContactEmail}</a> : 'Not provided'}</Fact>
              <Fact term="Phone">{company.mediaContactPhone ?? 'Not provided'}</Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="More details">
            <Facts $single>
              <Fact term="Founded">{company.foundedYear ?? 'Not provided'}</Fact>
              <Fact term="Employees">{company.employeeCount !== null ? formatNumber(company.employeeCount) : 'Not provided'}</Fact>
              <Fact term="Registration number">{company.registrationNumber ?? 'Not provided'}</Fact>
              <Fact term="Logo URL">{link(company.logo)}</Fact>
              <Fact term="LinkedIn">{link(company.linkedinUrl)}</Fact>
              <Fact term="Twitter">{link(company.twitterUrl)}</Fact>
              <Fact term="Facebook">{link(company.facebookUrl)}</Fact>
              <Fact term="Instagram">{link(company.instagramUrl)}</Fact>
            </Facts>
          </SectionCard>
        </SectionStack>
      </SectionGrid>
      {moderation.dialogs}
    </>
  )
}

const Notice = styled(Callout)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const Exhibitions = styled.ul`
  ${stacked(3)}

  li {
    display: flex;
    flex-direction: column;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    ${mutedSmall}
  }
`

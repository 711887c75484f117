// The public verification passport (issue 22): when the company was verified, until when, and the
// checks it passed (a registry's name and number, a document's type). Never evidence, notes or names:
// the answer holds none. Nothing at all for a company without a current passport. Shared by the
// profile and any page that shows an issuer's passport.
import { useId } from 'react'
import styled from 'styled-components'
import type { PassportSummary } from '../../../../../src/adapters/http/contract'
import { ShieldCheckIcon } from '../../../components/ui/icons'
import { SectionCard } from '../../../components/ui/section-card'
import { mutedSmall } from '../../../components/ui/text'
import { usePlatformTimeZone } from '../../exhibitions/api/platform-time-zone'
import { formatDay } from '../../exhibitions/utils/exhibition-time'

/** One passed check in words: "Business registry: Companies House, 01234567", "Document: ISO 9001 certificate". */
const checkText = (c: PassportSummary['checks'][number]): string => {
  if (c.kind === 'registry' && c.registryName && c.registryNumber) return `${c.label}: ${c.registryName}, ${c.registryNumber}`
  if (c.kind === 'document' && c.documentType) return `${c.label}: ${c.documentType}`
  return c.label
}

export function CompanyPassport({ passport, headingLevel = 2 }: { passport: PassportSummary | null | undefined; headingLevel?: 2 | 3 }) {
  const timeZone = usePlatformTimeZone()
  const id = useId()
  if (!passport) return null
  return (
    <SectionCard title="Verification passport" headingLevel={headingLevel} id={id}>
      <Dates>
        <ShieldCheckIcon size={18} aria-hidden="true" />
        <span>Verified on {formatDay(passport.verifiedOn, timeZone)}, valid until {formatDay(passport.validUntil, timeZone)}</span>
      </Dates>
      <Checks aria-label="Checks passed">
        {passport.checks.map((c) => (
          <li key={c.kind}>{checkText(c)}</li>
        ))}
      </Checks>
    </SectionCard>
  )
}

const Dates = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex-shrink: 0;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.colors.success};
  }
`

const Checks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  ${mutedSmall}
  overflow-wrap: anywhere;

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`

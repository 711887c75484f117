import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import type { MediaItemView } from '../api/media'

interface MediaCompanyProps {
  item: Pick<MediaItemView, 'companyName' | 'companyLogo'>
  size: number
  /** The company's page: the name is a link to it. */
  to?: string
}

/** Who published a media item: the company's logo and name. */
export function MediaCompany({ item, size, to }: MediaCompanyProps) {
  return (
    <Line>
      <CompanyAvatar name={item.companyName} logo={item.companyLogo} size={size} />
      {to ? <Link to={to}>{item.companyName}</Link> : <span>{item.companyName}</span>}
    </Line>
  )
}

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colors.text};
  }
`

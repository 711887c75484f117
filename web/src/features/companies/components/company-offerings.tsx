import type { ReactNode } from 'react'
import styled from 'styled-components'
import { BriefcaseIcon, TagsIcon } from '../../../components/ui/icons'
import type { CompanyDetailView } from '../api/companies'
import { Muted, SectionCard, SectionGrid } from '../../../components/ui/section-card'
import { plainList } from '../../../components/ui/stack'

export function CompanyOfferings({ company }: { company: CompanyDetailView }) {
  return (
    <SectionGrid>
      <SectionCard title="Products">
        <Offerings items={company.products} empty="No products listed yet." icon={<TagsIcon size={18} />} />
      </SectionCard>
      <SectionCard title="Services">
        <Offerings items={company.services} empty="No services listed yet." icon={<BriefcaseIcon size={18} />} />
      </SectionCard>
    </SectionGrid>
  )
}

function Offerings({ items, empty, icon }: { items: readonly string[]; empty: string; icon: ReactNode }) {
  if (items.length === 0) return <Muted>{empty}</Muted>
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          {icon}
          {item}
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${plainList}

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accent};
  }
`

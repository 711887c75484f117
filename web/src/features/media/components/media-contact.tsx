// A company's media contact (issue 22): who answers the press, on its profile's Media & Press tab and
// its newsroom. Nothing when none of it is set.
import styled from 'styled-components'
import { MailIcon, PhoneIcon, UsersIcon } from '../../../components/ui/icons'
import { SectionCard } from '../../../components/ui/section-card'
import { mutedSmall } from '../../../components/ui/text'
import type { MediaContactView } from '../api/newsroom'

/** The contact of a company answer's fields, or null when none is set. */
export const mediaContactOf = (c: { mediaContactName: string | null; mediaContactEmail: string | null; mediaContactPhone: string | null }): MediaContactView | null =>
  c.mediaContactName || c.mediaContactEmail || c.mediaContactPhone ? { name: c.mediaContactName, email: c.mediaContactEmail, phone: c.mediaContactPhone } : null

export function MediaContact({ contact, headingLevel = 2 }: { contact: MediaContactView | null; headingLevel?: 2 | 3 }) {
  if (!contact) return null
  const rows = [
    { term: 'Name', Icon: UsersIcon, value: contact.name },
    { term: 'Email', Icon: MailIcon, value: contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a> },
    { term: 'Phone', Icon: PhoneIcon, value: contact.phone && <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> },
  ].filter((r) => r.value)
  return (
    <SectionCard title="Media contact" headingLevel={headingLevel}>
      <Details>
        {rows.map(({ term, Icon, value }) => (
          <li key={term}>
            <Icon size={20} />
            <span>
              <Term>{term}</Term>
              {value}
            </span>
          </li>
        ))}
      </Details>
    </SectionCard>
  )
}

const Details = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    min-width: 0;
  }

  li > span {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Term = styled.span`
  ${mutedSmall}
`

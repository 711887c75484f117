import styled from 'styled-components'
import { InitialsAvatar } from './initials-avatar'

/** The signed-in user's avatar, name and email (mobile menu, admin sidebar); `inverse` on a dark background. */
export function UserSummary({ name, email, inverse, compact }: { name: string; email: string | undefined; inverse?: boolean; compact?: boolean }) {
  return (
    <Row $inverse={inverse} $compact={compact}>
      <InitialsAvatar name={name || '?'} size={40} />
      <div>
        <strong>{name}</strong>
        <span>{email}</span>
      </div>
    </Row>
  )
}

const Row = styled.div<{ $inverse?: boolean; $compact?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : 'inherit')};
  }

  span {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
    font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.xs : theme.fontSizes.sm)};
    overflow-wrap: anywhere;
  }
`

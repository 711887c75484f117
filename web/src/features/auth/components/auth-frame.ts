// The frame of the account pages (log in, sign up, accept an invitation): the page's spacing and the
// card the form stands on.
import styled from 'styled-components'
import { mutedSmall } from '../../../components/ui/text'

export const AuthPageSpace = styled.div`
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[16]};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[12]};
  }
`

export const AuthCard = styled.div`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`

/** The heading of a card opened from an emailed link. */
export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`

export const AuthIntro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`

export const AuthNote = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  ${mutedSmall}
  text-align: center;
`

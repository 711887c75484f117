import { Link } from 'react-router-dom'
import styled from 'styled-components'

/** "← Back to …" link above a page header. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &::before {
    content: '←';
    content: '←' / '';
  }

  &:hover {
    text-decoration: underline;
  }
`

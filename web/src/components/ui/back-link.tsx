import { Link } from 'react-router-dom'
import styled from 'styled-components'

/** "← Back to …" link above a page header. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  /* A tap target of 32 px (WCAG 2.5.8 asks for 24), the margin below trimmed to keep the header where it was. */
  min-height: 2rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
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

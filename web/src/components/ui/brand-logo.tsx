import { useId } from 'react'
import styled from 'styled-components'

const Wrap = styled.span<{ $inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  color: ${({ theme, $inverse }) => ($inverse ? '#fff' : theme.colors.navy)};
  white-space: nowrap;
  min-width: 0;
  max-width: 100%;

  svg {
    flex-shrink: 0;
  }
`

/** A long site name is cut with an ellipsis on screen; the whole name stays the text (and the link's name). */
const Name = styled.span`
  min-width: 0;
  max-width: min(18rem, 55vw);
  overflow: hidden;
  text-overflow: ellipsis;
`

/** The mark (a globe in a rounded square) and the site's name (the Site name setting; Expo Atlas by default). */
export function BrandLogo({ name, inverse, size = 32 }: { name: string; inverse?: boolean; size?: number }) {
  const gradientId = useId()
  return (
    <Wrap $inverse={inverse}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2563eb" />
            <stop offset="1" stopColor="#0d9488" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2" />
        <ellipse cx="16" cy="16" rx="4" ry="9" fill="none" stroke="#fff" strokeWidth="1.6" />
        <path d="M7.5 13h17M7.5 19h17" stroke="#fff" strokeWidth="1.6" />
      </svg>
      <Name>{name}</Name>
    </Wrap>
  )
}

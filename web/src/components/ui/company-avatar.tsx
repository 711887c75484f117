import { useState } from 'react'
import styled from 'styled-components'
import { logoSources } from '../../lib/logo-sources'
import { InitialsAvatar } from './initials-avatar'

/**
 * A company's logo, or its generated initials when it has none or the image fails to load
 * (decorative). A square box of `size` px whatever the image: a cut logo comes in the size the box
 * needs (logo-sources.ts); any other is fitted inside, never squashed (object-fit: contain).
 */
export function CompanyAvatar({ name, logo, size }: { name: string; logo: string | null | undefined; size: number }) {
  const [failed, setFailed] = useState(false)
  if (!logo || failed) return <Initials name={name} size={size} shape="square" />
  return <Logo {...logoSources(logo, size)} alt="" width={size} height={size} $size={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
}

const Initials = styled(InitialsAvatar)`
  flex-shrink: 0;
`

const Logo = styled.img<{ $size: number }>`
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  object-fit: contain;
`

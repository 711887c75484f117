import { useState } from 'react'
import styled from 'styled-components'
import { InitialsAvatar } from './initials-avatar'

/** A company's logo, or its generated initials when it has none or the image fails to load (decorative). */
export function CompanyAvatar({ name, logo, size }: { name: string; logo: string | null | undefined; size: number }) {
  const [failed, setFailed] = useState(false)
  if (!logo || failed) return <Initials name={name} size={size} shape="square" />
  return <Logo src={logo} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />
}

const Initials = styled(InitialsAvatar)`
  flex-shrink: 0;
`

const Logo = styled.img`
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  object-fit: contain;
`

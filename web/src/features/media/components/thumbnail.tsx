import { useState } from 'react'
import styled from 'styled-components'

/** A media item's thumbnail (decorative: the title says what it is); nothing when it fails to load. */
export function Thumbnail({ src, $wide, className }: { src: string; $wide?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return <Img className={className} src={src} alt="" loading="lazy" $wide={$wide} onError={() => setFailed(true)} />
}

const Img = styled.img<{ $wide?: boolean }>`
  display: block;
  width: 100%;
  max-height: ${({ $wide }) => ($wide ? '20rem' : '10rem')};
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  object-fit: cover;
`

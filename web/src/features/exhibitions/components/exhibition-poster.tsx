import { useState } from 'react'
import styled from 'styled-components'
import { CalendarIcon } from '../../../components/ui/icons'

interface Props {
  src: string | null
  /** Width / height of the frame. */
  ratio?: string
  iconSize?: number
  className?: string
  /** The page's largest image (above the fold): fetched at once and first, never lazily. */
  eager?: boolean
}

/** An exhibition's poster (decorative: the name is always next to it), or a calendar icon on a gradient. */
export function ExhibitionPoster({ src, ratio = '16 / 9', iconSize = 40, className, eager }: Props) {
  const [failed, setFailed] = useState(false)
  return (
    <Frame $ratio={ratio} className={className}>
      {src && !failed ? (
        // Sized as the posters are made (1200 × 630), drawn to the frame's ratio: nothing moves when it arrives.
        <img src={src} alt="" width={1200} height={630} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding={eager ? 'sync' : 'async'} onError={() => setFailed(true)} />
      ) : (
        <Fallback>
          <CalendarIcon size={iconSize} />
        </Fallback>
      )}
    </Frame>
  )
}

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Fallback = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, #dbeafe 0%, #ccfbf1 100%);
  color: ${({ theme }) => theme.colors.primary};
`

// The square a manager cuts their logo from: the image behind a square frame, moved by dragging
// or with the arrow keys, zoomed with the slider, the wheel or + and −. What is inside the frame
// is what the server cuts (POST /api/company-logos); the client only sends the square.
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react'
import styled from 'styled-components'
import { MIN_LOGO_SQUARE } from '../../../../../src/adapters/http/contract'
import { mutedSmall } from '../../../components/ui/text'
import type { SquareCrop } from '../api/company-logos'

/** The frame's side in CSS pixels, and the stage around it that shows, dimmed, what it leaves out (fits a 360 px screen's dialog). */
const FRAME = 220
const STAGE = 280
const INSET = (STAGE - FRAME) / 2
/** How far in one may zoom: down to an eighth of the shorter side, never under the server's smallest square. */
const MAX_ZOOM = 8

export interface ImageSize {
  readonly width: number
  readonly height: number
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** The largest centred square: where the frame starts. */
export const centredSquare = ({ width, height }: ImageSize): SquareCrop => {
  const size = Math.min(width, height)
  return { x: (width - size) / 2, y: (height - size) / 2, size }
}

/** The square in whole pixels, inside the image (what the server accepts). */
export const wholeSquare = (c: SquareCrop, img: ImageSize): SquareCrop => {
  const size = clamp(Math.round(c.size), 1, Math.min(img.width, img.height))
  return { x: clamp(Math.round(c.x), 0, img.width - size), y: clamp(Math.round(c.y), 0, img.height - size), size }
}

const smallestSide = (img: ImageSize) => Math.min(img.width, img.height)
const minSquare = (img: ImageSize) => Math.min(smallestSide(img), Math.max(MIN_LOGO_SQUARE, smallestSide(img) / MAX_ZOOM))

/** Zoom 1 is the whole shorter side in the square: the slider's floor, a ratio of the picture's own (no server bound). */
const NO_ZOOM = 1

/** The square kept inside the image and within the zoom's bounds. */
const within = (c: SquareCrop, img: ImageSize): SquareCrop => {
  const size = clamp(c.size, minSquare(img), smallestSide(img))
  return { x: clamp(c.x, 0, img.width - size), y: clamp(c.y, 0, img.height - size), size }
}

/** Zoom to a new side, keeping the frame's centre where it is. */
const zoomTo = (c: SquareCrop, size: number, img: ImageSize): SquareCrop => {
  const cx = c.x + c.size / 2
  const cy = c.y + c.size / 2
  return within({ x: cx - size / 2, y: cy - size / 2, size }, img)
}

interface LogoCropperProps {
  readonly src: string
  readonly image: ImageSize
  readonly crop: SquareCrop
  readonly onChange: (crop: SquareCrop) => void
}

export function LogoCropper({ src, image, crop, onChange }: LogoCropperProps) {
  const hintId = useId()
  const drag = useRef<{ x: number; y: number; crop: SquareCrop } | null>(null)
  const [dragging, setDragging] = useState(false)
  const scale = FRAME / crop.size
  const zoom = smallestSide(image) / crop.size
  const maxZoom = smallestSide(image) / minSquare(image)

  const move = (dx: number, dy: number) => onChange(within({ ...crop, x: crop.x + dx, y: crop.y + dy }, image))
  const zoomBy = (factor: number) => onChange(zoomTo(crop, crop.size / factor, image))

  const onKeyDown = (e: KeyboardEvent) => {
    const step = crop.size * (e.shiftKey ? 0.25 : 0.05)
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }
    if (moves[e.key]) move(...moves[e.key])
    else if (e.key === '+' || e.key === '=') zoomBy(1.1)
    else if (e.key === '-' || e.key === '_') zoomBy(1 / 1.1)
    else if (e.key === 'Home') onChange(within(centredSquare(image), image))
    else return
    e.preventDefault()
  }
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, crop }
    setDragging(true)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    onChange(within({ ...d.crop, x: d.crop.x - (e.clientX - d.x) / scale, y: d.crop.y - (e.clientY - d.y) / scale }, image))
  }
  const endDrag = () => { drag.current = null; setDragging(false) }
  const onWheel = (e: WheelEvent) => zoomBy(e.deltaY < 0 ? 1.1 : 1 / 1.1)

  return (
    <Wrap>
      <Stage
        data-dragging={dragging || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={onWheel}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          width={image.width * scale}
          height={image.height * scale}
          style={{ transform: `translate(${INSET - crop.x * scale}px, ${INSET - crop.y * scale}px)` }}
        />
        <Frame
          tabIndex={0}
          role="img"
          aria-roledescription="crop area"
          aria-label={`The logo's square: ${Math.round(crop.size)} pixels at ${Math.round(crop.x)}, ${Math.round(crop.y)} of ${image.width} × ${image.height}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
        />
      </Stage>
      <Hint id={hintId}>Drag the image or use the arrow keys to move it (Shift for bigger steps); + and − zoom, Home centres it.</Hint>
      <ZoomLabel>
        Zoom
        <input
          type="range"
          min={NO_ZOOM}
          max={Math.max(NO_ZOOM, maxZoom)}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          onChange={(e) => onChange(zoomTo(crop, smallestSide(image) / Number(e.target.value), image))}
        />
      </ZoomLabel>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

const Stage = styled.div`
  position: relative;
  width: ${STAGE}px;
  height: ${STAGE}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: repeating-conic-gradient(#e5e7eb 0% 25%, #fff 0% 50%) 0 0 / 16px 16px;
  cursor: grab;
  touch-action: none;
  user-select: none;

  &[data-dragging] {
    cursor: grabbing;
  }

  img {
    position: absolute;
    top: 0;
    left: 0;
    max-width: none;
    transform-origin: 0 0;
    pointer-events: none;
  }
`

/** The square kept: what lies outside it is dimmed (its shadow covers the rest of the stage). */
const Frame = styled.div`
  position: absolute;
  top: ${INSET}px;
  left: ${INSET}px;
  width: ${FRAME}px;
  height: ${FRAME}px;
  box-shadow: inset 0 0 0 2px #fff, 0 0 0 ${STAGE}px rgb(15 23 42 / 55%);

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Hint = styled.p`
  ${mutedSmall};
  margin: 0;
  max-width: ${STAGE}px;
  text-align: center;
`

const ZoomLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: 500;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    width: ${STAGE - 80}px;
    min-height: 24px;
  }
`

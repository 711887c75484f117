// A country's flag as an SVG image (flag-icons), never an emoji: emoji flags are two empty boxes on
// Linux and the letters "DE" on Windows. The map of the flags' addresses is loaded the first time a
// flag is shown (flag-urls.ts, a chunk of its own: a few hundred bytes here, nothing of it in the
// entry bundle); the box is sized from the start, so nothing moves when the image arrives.
//
// On a server-rendered page the server has loaded the map (`loadFlagUrls` in entry-server.tsx) and
// writes the image's address; the browser hydrates before it has the map, so that attribute alone
// may differ during hydration (suppressHydrationWarning): the server's stays until the map arrives
// with the same address.
import { useEffect, useState } from 'react'
import styled from 'styled-components'

type FlagUrls = Readonly<Record<string, string>>
let loaded: FlagUrls | undefined
let loading: Promise<FlagUrls> | undefined

/** Loads the flags' addresses once (the server awaits it before drawing a page). */
export const loadFlagUrls = (): Promise<FlagUrls> =>
  (loading ??= import('./flag-urls').then(
    (m) => (loaded = m.FLAG_URLS),
    (error: unknown) => {
      // A chunk that did not come (offline for a moment) is asked for again by the next flag.
      loading = undefined
      throw error
    },
  ))

interface FlagProps {
  /** ISO 3166-1 alpha-2 code ('DE', 'de'). */
  code: string | null | undefined
  /** The country's name: the image's alt text, unless the name is written next to it (`nameShown`). */
  name: string
  /** The name is next to the flag: the image is decorative (alt=""). */
  nameShown?: boolean
  /** Height in CSS px (4:3, the width follows). */
  height?: number
  className?: string
}

/** A flag (4:3); nothing shown for a code without one. */
export function Flag({ code, name, nameShown, height = 15, className }: FlagProps) {
  const [urls, setUrls] = useState(loaded)
  useEffect(() => {
    if (!urls) void loadFlagUrls().then(setUrls, () => undefined)
  }, [urls])
  const key = code?.trim().toLowerCase()
  if (!key) return null
  const width = Math.round((height * 4) / 3)
  // A code without a flag keeps its (hidden) element: the server, which knows it, and the hydrating
  // browser, which does not yet, draw the same element.
  return (
    <Image
      hidden={!!urls && !urls[key]}
      src={urls?.[key]}
      alt={nameShown ? '' : name}
      width={width}
      height={height}
      decoding="async"
      className={className}
      suppressHydrationWarning
    />
  )
}

const Image = styled.img`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  border-radius: 2px;
  box-shadow: 0 0 0 1px rgb(15 23 42 / 0.12);
  object-fit: cover;

  &[hidden] {
    display: none;
  }
`

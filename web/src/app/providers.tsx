import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { mutate, SWRConfig, type SWRConfiguration } from 'swr'
import { ToastProvider } from '../components/ui/toast'
import { RenderTime } from '../lib/render-time'
import { seeded404, swrConfig } from '../lib/swr'
import { theme } from '../theme'
import { GlobalStyle } from './global-style'
import type { Seed } from './ssr-seed'

interface AppProvidersProps {
  readonly children: ReactNode
  /**
   * The API answers a server-rendered page was drawn with (app/ssr.ts). They are SWR's fallback
   * while the page renders on the server and hydrates in the browser, so that both draw the same;
   * then they move into the cache like any fetched answer (and are refreshed like one).
   */
  readonly seed?: Seed
  /** The keys the server found nothing for (404): PageSeed.missing. */
  readonly missing?: readonly string[]
  /** When a server-rendered page was drawn: hydration draws times as of then (lib/render-time.ts). */
  readonly renderedAt?: number
  /** On the server: a cache of this request's own, never the process-wide default. */
  readonly serverCache?: boolean
}

export function AppProviders({ children, seed, missing, renderedAt, serverCache = false }: AppProvidersProps) {
  const [fallback, setFallback] = useState(seed)
  const [drawnAt, setDrawnAt] = useState(renderedAt)
  // After the first render or the hydration (effects run once the whole tree is live): hand the
  // seed to the cache, and say that the page works (html[data-app-ready], which browser tests wait for).
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
    if (!fallback) {
      setDrawnAt(undefined)
      return
    }
    for (const [key, data] of Object.entries(fallback)) void mutate(key, (cached: unknown) => cached ?? data, { revalidate: false })
    // Nothing on screen changes (the same answers, from the cache now): drawn when the browser has
    // time, in slices, rather than as one long task right after hydration.
    startTransition(() => {
      setFallback(undefined)
      setDrawnAt(undefined)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once, on mount.
  }, [])
  const [config] = useState<SWRConfiguration>(() => {
    const base = missing?.length ? { ...swrConfig, use: [seeded404(new Set(missing))] } : swrConfig
    return serverCache ? { ...base, provider: () => new Map() } : base
  })
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={fallback ? { ...config, fallback } : config}>
        <RenderTime.Provider value={drawnAt}>
          <ToastProvider>{children}</ToastProvider>
        </RenderTime.Provider>
      </SWRConfig>
    </ThemeProvider>
  )
}

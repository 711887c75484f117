import { useEffect, useState, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { mutate, SWRConfig, type SWRConfiguration } from 'swr'
import { ToastProvider } from '../components/ui/toast'
import { swrConfig } from '../lib/swr'
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
  /** On the server: a cache of this request's own, never the process-wide default. */
  readonly serverCache?: boolean
}

export function AppProviders({ children, seed, serverCache = false }: AppProvidersProps) {
  const [fallback, setFallback] = useState(seed)
  // After the first render or the hydration (effects run once the whole tree is live): hand the
  // seed to the cache, and say that the page works (html[data-app-ready], which browser tests wait for).
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
    if (!fallback) return
    for (const [key, data] of Object.entries(fallback)) void mutate(key, (cached: unknown) => cached ?? data, { revalidate: false })
    setFallback(undefined)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [config] = useState<SWRConfiguration>(() => (serverCache ? { ...swrConfig, provider: () => new Map() } : swrConfig))
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={fallback ? { ...config, fallback } : config}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  )
}

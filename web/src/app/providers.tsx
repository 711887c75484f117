import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'
import { ToastProvider } from '../components/ui/toast'
import { swrConfig } from '../lib/swr'
import { theme } from '../theme'
import { GlobalStyle } from './global-style'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  )
}

import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and during the hydration of a server-rendered page, true in every browser
 * render after: for what depends on the browser (storage, timers) and so cannot be drawn on the
 * server the same way.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

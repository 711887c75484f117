import { useEffect, useState } from 'react'
import { useInitialNow } from '../../../lib/render-time'

/**
 * The time now, refreshed every `stepMs` on the step's boundary (every second at :00.000, every
 * minute at the minute), or never when `stepMs` is null. A hydrated page starts at its render time
 * (lib/render-time.ts) and moves to the real time at once after hydration.
 */
export function useNow(stepMs: number | null): number {
  const [now, setNow] = useState(useInitialNow())
  useEffect(() => {
    // A page drawn on the server started from its render time: now is now.
    setNow(Date.now())
    if (!stepMs) return
    let timer: number
    const schedule = () => {
      const at = Date.now()
      setNow(at)
      timer = window.setTimeout(schedule, stepMs - (at % stepMs) + 5)
    }
    timer = window.setTimeout(schedule, stepMs - (Date.now() % stepMs) + 5)
    return () => window.clearTimeout(timer)
  }, [stepMs])
  return now
}

import { useEffect, useState } from 'react'

/**
 * The time now, refreshed every `stepMs` on the step's boundary (every second at :00.000, every
 * minute at the minute), or never when `stepMs` is null.
 */
export function useNow(stepMs: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
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

/** Time comes from a Clock; the domain never reads the system time itself. */
export interface Clock {
  now(): Date
}

export const fixedClock = (at: Date): Clock => ({ now: () => new Date(at.getTime()) })

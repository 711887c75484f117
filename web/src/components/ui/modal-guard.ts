// What every modal of the app does while it is open and neither React Aria nor the browser's <dialog> does: F8,
// the shortcut that moves focus to the notifications (toast.tsx), is swallowed, so that it cannot take focus out
// of the modal. No React Aria here: the first-visit onboarding overlay (features/tours, a native <dialog>) uses it
// too, and React Aria stays off the first visit.

/** Swallows F8 until the returned function is called. */
export function holdF8(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8') return
    e.preventDefault()
    e.stopImmediatePropagation()
  }
  // Capture on window: before any other listener of the page (the notifications listen on window too).
  window.addEventListener('keydown', onKey, true)
  return () => window.removeEventListener('keydown', onKey, true)
}

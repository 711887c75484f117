// What every modal of the app does while it is open and React Aria does not: F8, the shortcut that moves focus
// to the notifications (toast.tsx), is swallowed, so that it cannot take focus out of the modal. No React Aria
// here: the first-visit onboarding overlay (features/tours) uses it too, and React Aria stays off the first visit.

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

/**
 * Makes every child of <body> but `modal` inert (not focusable, out of the accessibility tree) until the returned
 * function is called; elements React Aria keeps above modals (toasts, live announcers) stay. React Aria's Modal
 * does this for Dialog; the onboarding overlay, which cannot load React Aria on a first visit, uses this.
 */
export function inertOutside(modal: HTMLElement): () => void {
  const made = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== modal && !el.inert && !el.matches('[data-react-aria-top-layer], [data-live-announcer], script'),
  )
  for (const el of made) el.inert = true
  return () => {
    for (const el of made) el.inert = false
  }
}

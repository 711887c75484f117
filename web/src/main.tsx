// The entry: starts the app (app/start.tsx). A page the server rendered is painted first: the app's
// code (the libraries alone are a few hundred milliseconds of script on a slow phone) runs once the
// browser has drawn the HTML, not before, so the visitor reads the page while it becomes live. The
// code of a rendered page is asked for then too (the server drops index.html's preloads of it:
// src/adapters/http/ssr.ts), so that the page's HTML and images have a slow network to themselves;
// a page drawn by the browser fetches it at once (index.html preloads it: see vite.config.ts).
import { SEED_ELEMENT_ID } from './app/ssr-seed'

const start = () => void import('./app/start')

/**
 * The browser's locale data, loaded by the first date or number formatter (tens of milliseconds on
 * a slow phone): loaded in a task of its own while the app's code downloads, rather than in the
 * middle of hydration.
 */
const warmLocaleData = () => {
  try {
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(0)
    new Intl.NumberFormat('en-US').format(1000)
  } catch {
    // No Intl: the formatters say so when they are used.
  }
}

if (document.getElementById(SEED_ELEMENT_ID)) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
    setTimeout(warmLocaleData, 0)
  }
  // After the next frame is painted (a task queued from its animation-frame callback); the timer
  // covers a tab drawn in the background, where animation frames wait.
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 250)
} else {
  start()
}

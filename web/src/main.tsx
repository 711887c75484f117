// The entry: starts the app (app/start.tsx). A page the server rendered is painted first: the app's
// code (the libraries alone are a few hundred milliseconds of script on a slow phone) runs once the
// browser has drawn the HTML, not before, so the visitor reads the page while it becomes live. The
// code itself is fetched at once either way (index.html preloads it: see vite.config.ts).
import { SEED_ELEMENT_ID } from './app/ssr-seed'

const start = () => void import('./app/start')

if (document.getElementById(SEED_ELEMENT_ID)) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  // After the next frame is painted (a task queued from its animation-frame callback); the timer
  // covers a tab drawn in the background, where animation frames wait.
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 250)
} else {
  start()
}

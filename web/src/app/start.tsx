// The app in the browser (loaded by main.tsx): draws the page, or hydrates the server's HTML of it.
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from './providers'
import { prefetchScreens, routes } from './router'
import { readSeed } from './ssr-seed'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in index.html')

const router = createBrowserRouter(routes)
// A page the server rendered comes with the answers it was drawn with (app/ssr.ts).
const seed = readSeed()
const codeHere = prefetchScreens(router.state.matches, new URLSearchParams(window.location.search), new Set(Object.keys(seed?.answers ?? {})))

const app = (
  <StrictMode>
    <AppProviders seed={seed?.answers} missing={seed?.missing} renderedAt={seed?.renderedAt}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)

if (seed) {
  // The page is on screen already: hydrate it once the screen's code is here, in one pass (a
  // screen still loading would keep its server HTML and hydrate later, after the seed has moved
  // into the cache).
  // As a transition: hydration yields to the browser every few milliseconds (a click or a key is
  // handled at once) instead of holding the main thread for the whole page.
  void codeHere.then(() => startTransition(() => {
    hydrateRoot(container, app)
  }))
} else {
  createRoot(container).render(app)
}

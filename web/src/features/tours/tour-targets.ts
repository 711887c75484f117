// Finding a step's element on a page that other people keep changing: a step names one or more
// candidates (landmarks, headings, roles, form controls), optionally narrowed by text, and the
// first one that is on screen wins. A step with no visible candidate is left out of the tour.

interface TargetQuery {
  /** CSS selector, e.g. 'main h2', '[role="tablist"]'. */
  readonly selector: string
  /** Keeps only elements whose text or aria-label matches. */
  readonly text?: RegExp
  /** Highlights this ancestor of the match instead (e.g. the section of a heading). */
  readonly closest?: string
}

export type TargetSpec = string | TargetQuery

/** Whether a person can see the element now: rendered, not hidden, not slid out of the viewport. */
export function isVisible(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false
  if (el.closest('[hidden], [inert], [aria-hidden="true"]')) return false
  // display: none on the element or an ancestor leaves no box at all.
  if (el.getClientRects().length === 0) return false
  const rect = el.getBoundingClientRect()
  if (rect.width < 1 || rect.height < 1) return false
  const style = getComputedStyle(el)
  if (style.visibility === 'hidden' || style.visibility === 'collapse' || Number(style.opacity) === 0) return false
  // An off-canvas drawer (translated out of view) is not something to point at.
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth
  if (rect.right <= 0 || rect.left >= viewportWidth) return false
  return true
}

const labelOf = (el: Element): string => `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`

function findOne(spec: TargetSpec): HTMLElement | null {
  const query: TargetQuery = typeof spec === 'string' ? { selector: spec } : spec
  let candidates: Element[]
  try {
    candidates = [...document.querySelectorAll(query.selector)]
  } catch {
    return null // an invalid selector never breaks a tour
  }
  for (const el of candidates) {
    if (query.text && !query.text.test(labelOf(el))) continue
    const target = query.closest ? (el.closest(query.closest) ?? el) : el
    if (isVisible(target)) return target
  }
  return null
}

/** The first visible element of the candidates, in order. */
export function findTarget(specs: TargetSpec | readonly TargetSpec[]): HTMLElement | null {
  const list = Array.isArray(specs) ? (specs as readonly TargetSpec[]) : [specs as TargetSpec]
  for (const spec of list) {
    const found = findOne(spec)
    if (found) return found
  }
  return null
}

/**
 * Resolves when the page has rendered its heading and finished loading (no aria-busy region and
 * no loading status left in main), or after `timeoutMs` whatever the state.
 */
export function waitForPageReady(timeoutMs = 4000, signal?: AbortSignal): Promise<void> {
  const ready = () => {
    const main = document.querySelector('main')
    if (!main || !isVisible(main.querySelector('h1'))) return false
    if (main.querySelector('[aria-busy="true"]')) return false
    return ![...main.querySelectorAll('[role="status"]')].some((s) => /loading/i.test(s.textContent ?? ''))
  }
  return new Promise((resolve) => {
    const started = Date.now()
    let settledSince: number | null = null
    const tick = () => {
      if (signal?.aborted) return resolve()
      if (ready()) {
        settledSince ??= Date.now()
        // Stay ready for a moment: lists often render in two passes.
        if (Date.now() - settledSince >= 250) return resolve()
      } else {
        settledSince = null
      }
      if (Date.now() - started >= timeoutMs) return resolve()
      window.setTimeout(tick, 100)
    }
    tick()
  })
}

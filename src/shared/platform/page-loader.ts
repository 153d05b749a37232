// Lazy page loading placeholders for the H5 site (product rules §2, §8, §9). Pages arrive as webpack chunks; while one
// is on its way a loading placeholder appears, but only after 200 ms so fast loads never flash. A chunk that
// has not arrived after 60 s (or fails) turns into an error placeholder; tapping the screen retries.
import { t } from '../i18n'

export const PAGE_LOAD_DELAY_MS = 200
export const PAGE_LOAD_TIMEOUT_MS = 60000

export interface PageLoaderView {
  showLoading(): void
  showError(): void
  hide(): void
}

/** Counts chunk loads in flight and drives the view; timers are injectable for tests. */
// Wrapped: browsers refuse setTimeout/clearTimeout called as methods of another object ("Illegal invocation").
const globalTimers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id)
}

export function createPageLoadTracker(view: PageLoaderView, timers = globalTimers) {
  let pending = 0
  let failed = false
  let delayTimer: ReturnType<typeof setTimeout> | undefined
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined

  const clearTimers = () => {
    if (delayTimer !== undefined) timers.clearTimeout(delayTimer)
    if (timeoutTimer !== undefined) timers.clearTimeout(timeoutTimer)
    delayTimer = timeoutTimer = undefined
  }
  const fail = () => {
    failed = true
    clearTimers()
    view.showError()
  }
  const settle = (ok: boolean) => {
    pending = Math.max(pending - 1, 0)
    if (!ok) return fail()
    if (pending === 0 && !failed) {
      clearTimers()
      view.hide()
    }
  }

  return {
    track<T>(load: Promise<T>): Promise<T> {
      if (pending === 0) {
        failed = false
        delayTimer = timers.setTimeout(() => { if (!failed) view.showLoading() }, PAGE_LOAD_DELAY_MS)
        timeoutTimer = timers.setTimeout(fail, PAGE_LOAD_TIMEOUT_MS)
      }
      pending += 1
      load.then(() => settle(true), () => settle(false))
      return load
    }
  }
}

/** A fixed overlay over the page area; the tab bar stays usable below it. */
export function createDomView(doc: Document, onRetry: () => void): PageLoaderView {
  const el = doc.createElement('div')
  el.className = 'page-loader'
  el.setAttribute('data-testid', 'page-loader')
  el.setAttribute('role', 'status')
  el.addEventListener('click', () => { if (el.dataset.state === 'error') onRetry() })
  const render = (state: 'loading' | 'error' | 'hidden') => {
    el.dataset.state = state
    el.textContent = state === 'loading' ? t('shell.pageLoader.loading') : state === 'error' ? t('shell.pageLoader.timeout') : ''
    if (state === 'hidden') el.remove()
    else if (!el.isConnected) doc.body.appendChild(el)
  }
  return {
    showLoading: () => render('loading'),
    showError: () => render('error'),
    hide: () => render('hidden')
  }
}

declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> }

/**
 * Wraps webpack's chunk loader, the one place every lazily loaded page passes through. Retrying reloads the
 * current URL: the router has already moved to the page that failed, and webpack forgets failed chunks.
 */
export function installPageLoader(): void {
  if (typeof __webpack_require__ === 'undefined' || typeof document === 'undefined') return
  const tracker = createPageLoadTracker(createDomView(document, () => window.location.reload()))
  const loadChunk = __webpack_require__.e
  __webpack_require__.e = (chunkId) => tracker.track(loadChunk(chunkId))
}

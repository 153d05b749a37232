// H5: the server puts the first screen of the page it serves into index.html (server/src/http/first-screen.ts): for
// the home page the data of GET /api/home as a JSON block and the first banner's picture (usually inside the page as
// a data URI) drawn by a placeholder before the framework runs (styled in app.scss); for the course tab its list and
// cities. The page named by the block takes the data once instead of asking for it; the home page shows the same
// picture bytes and removes the placeholder when its own carousel shows that picture. In the mini-program there is
// no such page: all of this does nothing.

import { i18n } from '../i18n'

const DATA_ID = 'first-screen-data'
const PLACEHOLDER = '.first-screen'

const hasDocument = () => process.env.TARO_ENV === 'h5' && typeof document !== 'undefined'

/**
 * The data the page was served with, once (a later visit of the page asks the server). The page's HTML cannot know
 * the reader's language, so its copy is the content as written (Simplified); a 繁體 reader's page asks the API, which
 * answers in Traditional characters.
 */
export function takeFirstScreenData<T>(screen: 'home' | 'course'): T | undefined {
  if (!hasDocument()) return undefined
  const block = document.getElementById(DATA_ID)
  if (!block || block.dataset.screen !== screen) return undefined
  block.remove()
  if (i18n.locale === 'zh-Hant') return undefined
  try {
    return JSON.parse(block.textContent ?? '') as T
  } catch {
    return undefined
  }
}

/** The placeholder's picture of `path` when the server sent it inside the page (a data URI): the carousel shows the
 *  same bytes instead of downloading them again. */
export function firstScreenPicture(path: string | undefined): string | undefined {
  if (!hasDocument() || !path) return undefined
  const img = document.querySelector<HTMLImageElement>(`${PLACEHOLDER} img`)
  return img?.dataset.path === path && img.src.startsWith('data:') ? img.src : undefined
}

/** Removes the placeholder picture: the page now shows its own. */
export function removeFirstScreenPlaceholder(): void {
  if (hasDocument()) document.querySelector(PLACEHOLDER)?.remove()
}

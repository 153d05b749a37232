// H5: the server puts the first screen of the page it serves into index.html (server/src/http/first-screen.ts): the
// data the page would ask for as a JSON block (the home page and the course tab), and the picture the page shows
// largest drawn by a placeholder before the framework runs (styled per page in app.scss): the home page's first
// banner, the course tab's first cover, a goods page's cover, usually inside the page as a data URI. The page named by
// the block takes the data once instead of asking for it; the component that draws the picture shows the same bytes
// and removes the placeholder once its own picture is on screen. In the mini-program there is no such page: all of
// this does nothing.

import { useEffect } from 'react'
import { useDidHide } from '@tarojs/taro'
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

/**
 * For a page that may have been served with a placeholder: it goes when the page is left, and when `settledWithout`
 * says the page has settled without the picture (an error, nothing to show), so it never stays over a page that will
 * not replace it.
 */
export function useFirstScreenPlaceholder(settledWithout: boolean): void {
  useDidHide(removeFirstScreenPlaceholder)
  useEffect(() => { if (settledWithout) removeFirstScreenPlaceholder() }, [settledWithout])
}

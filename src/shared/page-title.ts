// The navigation-bar title of a page in the chosen language. A page's config holds a zh-Hans title (all the
// mini-program knows before any code runs); this hook replaces it from the locale each time the page is shown, and
// again when the language changes while the page is on screen (the settings page), on H5 and in the mini-program.
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { reaction } from 'mobx'
import { useCallback, useEffect, useRef } from 'react'
import type shell from '@/locales/shell/zh-Hans'
import { i18n, t } from './i18n'
import { useSignInGate } from './sign-in-gate'

export type PageTitleKey = keyof typeof shell.titles

function setTitle(title: string): void {
  // Fails only where there is no navigation bar (a page already unloading); nothing to show then.
  Taro.setNavigationBarTitle({ title }).catch(() => undefined)
}

/**
 * Keeps this page's navigation-bar title, made by `title` in the current language, on the bar. Pages hidden under
 * others are not retitled on a language change: the bar belongs to the page on top, and a hidden page retitles
 * itself when shown again.
 */
export function useLocalizedTitle(title: () => string): void {
  const visible = useRef(false)
  const latest = useRef(title)
  latest.current = title
  const stoppedAtGate = useSignInGate()
  const show = useCallback(() => {
    if (stoppedAtGate()) return
    visible.current = true
    setTitle(latest.current())
  }, [stoppedAtGate])
  useDidShow(show)
  useDidHide(() => { visible.current = false })
  useEffect(() => reaction(() => i18n.locale, () => { if (visible.current) setTitle(latest.current()) }), [])
  // A title made from loaded data (the goods page's kind) changes once the data is there.
  const text = title()
  useEffect(() => { if (visible.current) setTitle(text) }, [text])
}

/** The page's title from the shell's title table (locales/shell titles). */
export function usePageTitle(key: PageTitleKey): void {
  useLocalizedTitle(() => t(`shell.titles.${key}`))
}

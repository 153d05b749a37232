// H5 only: the tab bar, drawn by the app. Taro's H5 router draws it with a Stencil web component (taro-tabbar) that
// is defined and hydrated on every first load, pages without a tab bar included; builds without it measured less
// main-thread time on all three first pages (docs/speed.md, 2026-11-28, 17:09). app.config marks the bar `custom` on
// H5 only, so the router leaves it to us and the mini-program keeps its native bar. Like Taro's, it is one element
// after the page panel of the router's flex column, shown on the five tab pages: it stays while a tab's page is
// still arriving (page-loader.ts), and a page never draws it itself.
import Taro from '@tarojs/taro'
import { reaction } from 'mobx'
import { i18n, t } from '../i18n'
import { switchToTab } from '../navigation'
import { HOME_PATH, TAB_PATHS, tabIndexOf, type TabPath } from '../routes'
import { TAB_KEYS, tabLabels } from '../shell'

interface TabIcons {
  iconPath: string
  selectedIconPath: string
}

/** Taro's H5 build puts app.config's tab bar on window, with each icon path replaced by its built file's URL. */
function configuredIcons(): TabIcons[] {
  const config = (window as unknown as { __taroAppConfig?: { tabBar?: { list: TabIcons[] } } }).__taroAppConfig
  return config?.tabBar?.list ?? []
}

interface Bar {
  nav: HTMLElement
  items: HTMLButtonElement[]
  selected: number
}

let bar: Bar | undefined

function buildItem(index: number, icons: TabIcons | undefined): HTMLButtonElement {
  const item = document.createElement('button')
  item.type = 'button'
  item.className = 'app-tab-bar__item'
  item.dataset.testid = `tab-bar-${TAB_KEYS[index]}`
  const icon = document.createElement('img')
  icon.className = 'app-tab-bar__icon'
  icon.alt = '' // the label beside it names the tab
  if (icons) icon.src = icons.iconPath
  const label = document.createElement('span')
  label.className = 'app-tab-bar__label'
  item.append(icon, label)
  item.addEventListener('click', () => {
    if (index !== bar?.selected) switchToTab(TAB_PATHS[index].slice(1) as TabPath)
  })
  return item
}

function build(): Bar {
  const nav = document.createElement('nav')
  nav.className = 'app-tab-bar'
  nav.hidden = true
  const icons = configuredIcons()
  const items = TAB_KEYS.map((_, index) => buildItem(index, icons[index]))
  nav.append(...items)
  // The router's column: navigation bar, page panel, then the bar (where Taro's own would be).
  ;(document.getElementById('container') ?? document.body).appendChild(nav)
  const built = { nav, items, selected: -1 }
  bar = built
  relabelTabBar()
  return built
}

function select(current: Bar, index: number) {
  const icons = configuredIcons()
  current.items.forEach((item, i) => {
    const on = i === index
    item.classList.toggle('is-selected', on)
    if (on) item.setAttribute('aria-current', 'page')
    else item.removeAttribute('aria-current')
    const src = on ? icons[i]?.selectedIconPath : icons[i]?.iconPath
    const icon = item.firstElementChild as HTMLImageElement
    if (src && icon.getAttribute('src') !== src) icon.src = src
  })
  current.selected = index
}

/** Shows the bar on a tab page with its tab selected, and hides it elsewhere. */
export function showTabBarFor(path: string): void {
  const index = tabIndexOf(path === '/' ? HOME_PATH : path)
  if (index < 0 && !bar) return
  const current = bar ?? build()
  current.nav.hidden = index < 0
  if (index >= 0 && index !== current.selected) select(current, index)
}

/** Writes the labels in the current language. */
function relabelTabBar(): void {
  if (!bar) return
  bar.nav.setAttribute('aria-label', t('shell.tabBar'))
  const labels = tabLabels()
  bar.items.forEach((item, i) => { item.lastElementChild!.textContent = labels[i] })
}

export function installTabBar(): void {
  Taro.eventCenter.on('__taroRouterChange', (event: { toLocation?: { path?: string } }) => showTabBarFor(event.toLocation?.path ?? ''))
  reaction(() => i18n.locale, relabelTabBar)
}

// Navigation rules of product rules §2: leaving a page goes back in history, or, with no history (a deep link), to home.
// Pages and features open routes by name (shared/routes.ts) with typed parameters, never by a hand-typed URL.
import Taro from '@tarojs/taro'
import { goToLogin, storedToken } from './request'
import { parseRouteParams, routeUrl, type RouteArgs } from './route-url'
import { HOME_PATH, isTabPath, LOGIN_PATH, needsSignIn, ROUTES, type RoutePath, type TabPath } from './routes'
import { showToast } from './toast'

/**
 * The page a signed-out visitor was heading to when the login page opened instead (the route table's signIn):
 * signing in continues there; closing the login page forgets it. Opening such a page without a token never creates
 * it, so its title and content cannot show for a moment before the login page (the page-level gate in
 * sign-in-gate.ts stays for what cannot pass here: a mini-program opened straight onto such a page, an expired token).
 */
let signInTarget: string | null = null

/** Opens the login page instead of `url` when `url` needs a signed-in user and there is none; true when it did. */
function stoppedForSignIn(url: string): boolean {
  if (!needsSignIn(url) || storedToken()) return false
  signInTarget = url.startsWith('/') ? url : '/' + url
  goToLogin()
  return true
}

/** Remembers where to continue after signing in (the H5 site's first address, rewritten to the login page). */
export function rememberSignInTarget(url: string): void {
  signInTarget = url.startsWith('/') ? url : '/' + url
}

/** The login page is closing: nothing to continue to any more. */
export function forgetSignInTarget(): void {
  signInTarget = null
}

/** After signing in: on to the page the visitor was heading to (in place of the login page), or back. */
export function continueAfterSignIn(): void {
  const target = signInTarget
  signInTarget = null
  if (!target) return goBack()
  if (isTabPath(target)) void Taro.switchTab({ url: target })
  else void Taro.redirectTo({ url: target })
}

export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.switchTab({ url: HOME_PATH })
}

/**
 * Goes back and says `text` (已保存, 密码已修改) on the page it lands on. Taro's H5 router hides a toast shown
 * before a route change, so on H5 the toast waits for the change; the mini-program's toast outlives navigation.
 */
export function goBackWithToast(text: string): void {
  if (process.env.TARO_ENV === 'h5') Taro.eventCenter.once('__afterTaroRouterChange', () => void showToast(text))
  else void showToast(text)
  goBack()
}

/**
 * Shows a tab page. When that tab is already further down the page stack, going back to it is what the user
 * expects; it also avoids Taro's H5 router leaving the tab blank after switchTab from a page opened on top of it.
 */
export function switchToTab(tab: TabPath): void {
  const pages = Taro.getCurrentPages()
  const index = pages.findIndex((p) => (p.route ?? '').replace(/^\//, '').split('?')[0] === tab)
  if (index >= 0 && index < pages.length - 1) void Taro.navigateBack({ delta: pages.length - 1 - index })
  else void Taro.switchTab({ url: '/' + tab })
}

/**
 * Closes every open page and shows a tab afresh: after signing out, no page of the previous account may stay in the
 * stack (a page left behind would still show its data on 返回).
 */
export function restartAtTab(tab: TabPath): void {
  void Taro.reLaunch({ url: '/' + tab })
}

/** Opens any route: tab pages with switchTab, others with navigateTo. */
export function openPage<P extends RoutePath>(path: P, ...params: RouteArgs<P>): void {
  if (isTabPath(path)) return switchToTab(path as TabPath)
  const url = routeUrl(path, ...params)
  if (!stoppedForSignIn(url)) void Taro.navigateTo({ url })
}

/** Replaces the current page with a route (the current one should not stay in history). */
export function redirectToPage<P extends RoutePath>(path: P, ...params: RouteArgs<P>): void {
  const url = routeUrl(path, ...params)
  if (!stoppedForSignIn(url)) void Taro.redirectTo({ url })
}

export function openLogin(): void {
  void Taro.navigateTo({ url: LOGIN_PATH })
}

/** A route given as text ('pages/home/faq?categoryId=2', as an operator writes it for a banner) with its typed
 *  parameters, or null when it is not a route of the table or lacks a parameter the page needs. */
export function routeFromText(text: string): { path: RoutePath; params: Record<string, unknown> } | null {
  const [rawPath, query = ''] = text.replace(/^\//, '').split('?')
  if (!Object.prototype.hasOwnProperty.call(ROUTES, rawPath)) return null
  const path = rawPath as RoutePath
  const raw: Record<string, string> = {}
  for (const pair of query.split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=')
    try { raw[decodeURIComponent(key)] = decodeURIComponent(value) } catch { return null }
  }
  const params = parseRouteParams(path, raw)
  return params ? { path, params } : null
}

/** Opens a route given as text (see routeFromText); false, and nothing happens, when it is not one. */
export function openRouteText(text: string): boolean {
  const route = routeFromText(text)
  if (!route) return false
  if (isTabPath(route.path)) switchToTab(route.path as TabPath)
  else {
    const url = routeUrl(route.path, ...([route.params] as RouteArgs<RoutePath>))
    if (!stoppedForSignIn(url)) void Taro.navigateTo({ url })
  }
  return true
}

import { PropsWithChildren } from 'react'
import Taro, { useDidShow, useLaunch } from '@tarojs/taro'
import { rememberSalesCode } from '@/shared/sales-code'
import { session } from '@/shared/session'
import { applyLocaleAtLaunch } from '@/shared/shell'
import { installPageLoader } from '@/shared/platform/page-loader'
import { installDomRepairs } from '@/shared/platform/dom-repairs'
import { installTabBar } from '@/shared/platform/tab-bar'
import { gateFirstAddress } from '@/shared/platform/first-address'
import './app.scss'

if (process.env.TARO_ENV === 'h5') {
  gateFirstAddress(window)
  installPageLoader()
  installDomRepairs()
  installTabBar()
}

/** Waiting this long for the first page is plenty; after it the launch work runs anyway. */
const FIRST_PAGE_WAIT_MS = 3000

/**
 * On H5 the launch call must wait for the first page: Taro's router hides any toast shown before a route change,
 * so a launch-time error toast (product rules §8, 3000 ms) would vanish at once.
 */
function whenFirstPageShown(run: () => void) {
  if (process.env.TARO_ENV !== 'h5') return run()
  let done = false
  const once = () => { if (!done) { done = true; run() } }
  Taro.eventCenter.once('__afterTaroRouterChange', once)
  setTimeout(once, FIRST_PAGE_WAIT_MS)
}

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    rememberSalesCode(options?.query)
    applyLocaleAtLaunch()
    whenFirstPageShown(() => void session.refreshAtLaunch())
  })
  // A share link opened while the mini-program runs in the background re-enters with its query.
  useDidShow((options) => rememberSalesCode(options?.query))
  return children
}

export default App

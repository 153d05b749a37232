// Product rules §4 leaves the pull-to-refresh numbers to page config: a page that enables it sets `pullGesture: { threshold,
// height }` beside its title in `<page>.config.ts`. The H5 router keeps each page's config on the page instance, so
// the gesture reads them there; the mini-program draws WeChat's own pull-down and needs none.
import Taro from '@tarojs/taro'
import type { PullConfig } from './pull-refresh-machine'

export type PagePullConfig = Partial<Pick<PullConfig, 'threshold' | 'height'>>

/** A page config with the pull-to-refresh numbers; `definePageConfig` takes it as it is. */
export interface PullPageConfig {
  pullGesture: PagePullConfig
}

/** The current page's pull-to-refresh numbers (empty when its config has none: the defaults apply). */
export function pagePullConfig(): PagePullConfig {
  const config = Taro.getCurrentInstance().page?.config as Partial<PullPageConfig> | undefined
  const { threshold, height } = config?.pullGesture ?? {}
  return {
    ...(typeof threshold === 'number' ? { threshold } : {}),
    ...(typeof height === 'number' ? { height } : {})
  }
}

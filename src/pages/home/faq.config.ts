// 常见问题 (product rules §2 calls it FAQ列表): pull-to-refresh enabled (product rules §4). `pullGesture` holds the gesture's numbers for the H5 build,
// where the page runs its own gesture (shared/ui/pull-refresh.tsx); Taro's H5 pull-down wrapper stays off there so
// there is only one. The mini-program uses WeChat's native pull-down, which enablePullDownRefresh switches on.
import type { PullPageConfig } from '@/shared/pull-refresh/page-pull-config'

const config: Parameters<typeof definePageConfig>[0] & PullPageConfig = {
  navigationBarTitleText: '常见问题',
  enablePullDownRefresh: process.env.TARO_ENV !== 'h5',
  enableShareAppMessage: true,
  // Pulled 60 px (the finger moves twice that) before a release refreshes; the indicator rests at 50 px.
  pullGesture: { threshold: 60, height: 50 }
}

export default definePageConfig(config)

// Tab home (首页): banners, the notice strip (unread dot for a signed-in learner), the entry grid, recommended
// courses, the latest news and learner stories, from one cacheable answer (on H5 served inside the page itself).
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePageTitle } from '@/shared/page-title'
import { useFirstScreenPlaceholder } from '@/shared/platform/first-screen'
import { HomeView } from '@/features/home/components/home-view'
import { unreadNotices } from '@/features/home/unread-notices'
import { useHome } from '@/features/home/use-home'
import './index.scss'

function HomePage() {
  usePageTitle('home')
  const home = useHome()
  useDidShow(() => void unreadNotices.refresh())
  // The carousel removes the served banner once it shows its own; a failed answer has no carousel to do it.
  useFirstScreenPlaceholder(home.error && home.data === undefined)
  usePullDownRefresh(() => {
    void Promise.all([home.reload(), unreadNotices.refresh()]).finally(() => Taro.stopPullDownRefresh())
  })
  return (
    <View className='tab-page home-page' data-testid='tab-home'>
      <HomeView remote={home} />
    </View>
  )
}

export default observer(HomePage)

// 关于我们: about page `us` (cover, title, rich text), shareable in the mini-program.
import { useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getAboutPage } from '@/features/about/api'
import { DetailSkeleton } from '@/features/about/components/about-skeleton'
import { AboutPageView } from '@/features/about/components/about-page-view'
import './about-pages.scss'

function AboutUsPage() {
  usePageTitle('about')
  const page = useRemote(() => getAboutPage('us'), [])
  useShareAppMessage(() => ({ title: page.data?.title ?? t('shell.titles.about'), path: routeUrl('pages/home/aboutUS') }))
  return (
    <View className='about-pages'>
      <RemoteView remote={page} placeholder={<DetailSkeleton />}>{(data) => <AboutPageView page={data} />}</RemoteView>
    </View>
  )
}

export default observer(AboutUsPage)

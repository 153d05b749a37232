// Tab about (关于{product}): the company intro, entries to teachers, stories, partners, news and FAQ, featured
// teachers and stories, partner logos and the customer-service contact, from one call (/api/about).
import { useShareAppMessage } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getAboutOverview } from '@/features/about/api'
import { AboutOverview } from '@/features/about/components/about-overview'
import { AboutTabSkeleton } from '@/features/about/components/about-skeleton'
import './about.scss'

function AboutPage() {
  usePageTitle('about')
  const overview = useRemote(getAboutOverview, [])
  useShareAppMessage(() => ({ title: t('shell.titles.about'), path: routeUrl('pages/entry/about') }))
  return (
    <View className='about-tab' data-testid='tab-about'>
      <RemoteView remote={overview} placeholder={<AboutTabSkeleton />}>{(data) => <AboutOverview overview={data} />}</RemoteView>
    </View>
  )
}

export default observer(AboutPage)

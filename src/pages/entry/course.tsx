// Tab course: kinds, city filter, search box and the paged goods list.
import { useState } from 'react'
import { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { GOODS_KINDS, type GoodsKind } from '@contract/catalog/constants'
import type { CourseTabFirstScreen } from '@contract/catalog/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { CityFilter } from '@/features/catalog/components/city-filter'
import { GoodsList } from '@/features/catalog/components/goods-list'
import { useGoodsList } from '@/features/catalog/use-goods-list'
import { usePageTitle } from '@/shared/page-title'
import { takeFirstScreenData, useFirstScreenPlaceholder } from '@/shared/platform/first-screen'
import { SearchEntry } from '@/shared/ui/search-entry'
import { TabStrip } from '@/shared/ui/tab-strip'
import './course.scss'

const ALL = 'all'

function CoursePage() {
  usePageTitle('course')
  const [served] = useState(() => takeFirstScreenData<CourseTabFirstScreen>('course'))
  const [kind, setKind] = useState<GoodsKind | typeof ALL>(ALL)
  const [city, setCity] = useState<string>()
  const list = useGoodsList({ kind: kind === ALL ? undefined : kind, city }, served?.goods)
  // The first card removes the served cover once it draws its own; a list that comes back empty or failed has none.
  useFirstScreenPlaceholder(!list.initialLoading && list.items.length === 0)
  useReachBottom(list.loadMore)
  usePullDownRefresh(() => { void list.reload().finally(() => Taro.stopPullDownRefresh()) })

  return (
    <View className='course-tab' data-testid='tab-course'>
      <View className='course-tab__head'>
        <CityFilter city={city} onChange={setCity} served={served?.cities} />
        <SearchEntry className='course-tab__search' placeholder={t('catalog.searchPlaceholder')}
          onOpen={() => openPage('pages/entry/searchDetail')} />
      </View>
      <TabStrip className='course-tab__kinds' value={kind} onChange={setKind}
        items={([ALL, ...GOODS_KINDS] as const).map((k) => ({ value: k, title: t(`catalog.kinds.${k}`) }))} />
      <View className='course-tab__list'>
        <GoodsList list={list} />
      </View>
    </View>
  )
}

export default observer(CoursePage)

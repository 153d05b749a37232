// 课程: the goods list fixed to the one kind given by ?kind= (e.g. from a home-page entry).
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { useLocalizedTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { GoodsList } from '@/features/catalog/components/goods-list'
import { useGoodsList } from '@/features/catalog/use-goods-list'

function CourseNoSwitchPage() {
  const kind = useRouteParams('pages/entry/courseNoSwitch')?.kind ?? 'course'
  const list = useGoodsList({ kind })
  useReachBottom(list.loadMore)
  usePullDownRefresh(() => { void list.reload().finally(() => Taro.stopPullDownRefresh()) })
  useLocalizedTitle(() => t(`catalog.kinds.${kind}`))
  return (
    <View className='course-fixed' style={{ paddingTop: '12px' }}>
      <GoodsList list={list} />
    </View>
  )
}

export default observer(CourseNoSwitchPage)

// 健身房销售业绩计算器: the learner's saved calculations of both kinds, last changed first, and the two ways to
// start a new one.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { CalculationSummary } from '@contract/tools/schemas'
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { dateTimeText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { Pill } from '@/shared/ui/pill'
import { usePagedList } from '@/shared/use-paged-list'
import { useOnReturn } from '@/shared/use-on-return'
import { listCalculations } from '@/features/calculators/api'
import './index.scss'

registerMessages(calculatorsMessages)

const open = (c: CalculationSummary) =>
  openPage(c.kind === 'sales' ? 'pages/mine/counter/detail' : 'pages/mine/counter/transform', { id: c.id })

function Row({ item }: { item: CalculationSummary }) {
  const headline = item.kind === 'sales' ? t('calculators.list.salesHeadline') : t('calculators.list.profitHeadline')
  return (
    <View className='calc-list__row' onClick={() => open(item)} data-testid='calc-row'>
      <View className='calc-list__top'>
        <Text className='calc-list__name'>{item.name}</Text>
        <Pill tone={item.kind === 'sales' ? 'green' : 'grey'}>{t(`calculators.kind.${item.kind}`)}</Pill>
        {item.shared && <Pill tone='grey'>{t('calculators.list.shared')}</Pill>}
      </View>
      <View className='calc-list__bottom'>
        <Text className='calc-list__figure'>{headline} <Text className={item.headlineFen < 0 ? 'is-negative' : ''}>{price(item.headlineFen)}</Text></Text>
        <Text className='calc-list__time'>{dateTimeText(item.updatedAt)}</Text>
      </View>
    </View>
  )
}

function CalculationsPage() {
  usePageTitle('calculators')
  const list = usePagedList((page, size) => listCalculations({ page, size }))
  // Back from a result page: a calculation may have been saved, renamed or deleted.
  useOnReturn(() => { void list.reload() })
  useReachBottom(list.loadMore)
  return (
    <View className='calc-list'>
      <PagedListView list={list} emptyTitle={t('calculators.list.empty')} emptyDescription={t('calculators.list.emptyDesc')}>
        {(items) => items.map((item) => <Row key={item.id} item={item} />)}
      </PagedListView>
      <View className='calc-list__footer'>
        <Button className='calc-list__button' type='primary' onClick={() => openPage('pages/mine/counter/edit')} data-testid='new-sales'>
          {t('calculators.list.newSales')}
        </Button>
        <Button className='calc-list__button' fill='outline' type='primary' onClick={() => openPage('pages/mine/counter/profit')} data-testid='new-profit'>
          {t('calculators.list.newProfit')}
        </Button>
      </View>
    </View>
  )
}

export default observer(CalculationsPage)

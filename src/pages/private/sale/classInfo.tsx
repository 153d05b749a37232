// 班级招生情况 of one class: its totals, then each day with orders (paid, awaiting payment, refunded, received).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getSalesClass } from '@/features/sales/api'
import { SalesClassCard } from '@/features/sales/components/class-card'
import { Counts } from '@/features/sales/components/counts'
import '@/features/sales/components/sales-page.scss'
import '@/features/sales/components/sales-card.scss'

registerMessages(salesMessages)

function ClassInfo({ id }: { id: number }) {
  const remote = useRemote(() => getSalesClass(id), [id])
  return (
    <RemoteView remote={remote}>
      {(detail) => (
        <View data-testid='sale-class-info'>
          <SalesClassCard item={detail.cls} link={false} />
          <Text className='sales-page__section'>{t('sales.classes.byDay')}</Text>
          {detail.days.length === 0 && <Text className='sales-page__empty'>{t('sales.classes.noDays')}</Text>}
          {detail.days.map((day) => (
            <View key={day.day} className='sales-card' data-testid='sale-class-day'>
              <Text className='sales-card__title'>{day.day}</Text>
              <Counts counts={day} />
            </View>
          ))}
        </View>
      )}
    </RemoteView>
  )
}

function SaleClassInfoPage() {
  usePageTitle('saleClassInfo')
  const params = useRouteParams('pages/private/sale/classInfo')
  return <View className='sales-page'>{params ? <ClassInfo id={params.id} /> : <InvalidLink />}</View>
}

export default observer(SaleClassInfoPage)

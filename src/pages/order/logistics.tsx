// 物流信息: carrier, mail number (tap to copy) and the delivery entries, newest first.
import { Text, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { orderMessages } from '@/locales/order'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { registerMessages, t } from '@/shared/i18n'
import { copyText } from '@/shared/toast'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getLogistics } from '@/features/order/api'
import { usePageTitle } from '@/shared/page-title'
import './logistics.scss'

registerMessages(orderMessages)

// An observer as well, so it follows the language and any store it reads.
const LogisticsContent = observer(function LogisticsContent({ id }: { id: number }) {
  const remote = useRemote(() => getLogistics(id), [id])
  return (
    <RemoteView remote={remote} emptyTitle={t('order.logistics.none')}>
      {(info) => (
        <View className='logistics' data-testid='logistics'>
          <CellGroup>
            <Cell title={t('order.logistics.carrier')} extra={info.carrier} />
            <Cell title={t('order.fields.mailNo')} extra={info.mailNo} clickable onClick={() => void copyText(info.mailNo)} />
            <Cell title={t('order.logistics.status')} extra={info.status} />
          </CellGroup>
          <View className='logistics__track'>
            {info.entries.length === 0 && <Text className='logistics__empty'>{t('order.logistics.noEntries')}</Text>}
            {[...info.entries].reverse().map((e, i) => (
              <View key={`${e.time}-${i}`} className={`logistics__entry ${i === 0 ? 'is-latest' : ''}`}>
                <Text className='logistics__text'>{e.text}</Text>
                <Text className='logistics__time'>{e.time}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
    </RemoteView>
  )
})

function LogisticsPage() {
  usePageTitle('logistics')
  const params = useRouteParams('pages/order/logistics')
  return params ? <LogisticsContent id={params.id} /> : <InvalidLink />
}

export default observer(LogisticsPage)

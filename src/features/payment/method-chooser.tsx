// The method chooser: one row per channel that fits the container, WeChat green and Alipay blue, the chosen one
// ticked. Picking only selects; the page's pay button starts the payment.
import { Text, View } from '@tarojs/components'
import type { PayChannel } from '@contract/commerce/constants'
import { t } from '@/shared/i18n'
import { isAlipayChannel } from './channels'
import './method-chooser.scss'

interface Props {
  channels: PayChannel[]
  value: PayChannel | null
  onChange: (channel: PayChannel) => void
}

export function MethodChooser({ channels, value, onChange }: Props) {
  return (
    <View className='method-chooser' data-testid='method-chooser'>
      <Text className='method-chooser__title'>{t('order.pay.chooseMethod')}</Text>
      {channels.map((channel) => {
        const alipay = isAlipayChannel(channel)
        return (
          <View
            key={channel}
            className={`method-chooser__row${value === channel ? ' method-chooser__row--on' : ''}`}
            data-testid={`pay-method-${channel}`}
            data-selected={value === channel}
            onClick={() => onChange(channel)}
          >
            <Text className={`method-chooser__badge method-chooser__badge--${alipay ? 'alipay' : 'wechat'}`}>
              {alipay ? '支' : '微'}
            </Text>
            <Text className='method-chooser__name'>{t(alipay ? 'order.pay.alipay' : 'order.pay.wechat')}</Text>
            <Text className='method-chooser__tick'>{value === channel ? '✓' : ''}</Text>
          </View>
        )
      })}
    </View>
  )
}

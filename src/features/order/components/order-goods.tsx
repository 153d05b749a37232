import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsKind } from '@contract/commerce-constants'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import './order-goods.scss'

interface Props {
  goods: { kind: GoodsKind; title: string; cover: string }
  detail?: string
  extra?: string
}

/** The goods line of an order: cover, kind and title, and the class or session chosen. */
function OrderGoodsImpl({ goods, detail, extra }: Props) {
  return (
    <View className='order-goods'>
      <Image className='order-goods__cover' src={assetUrl(goods.cover)} mode='aspectFill' />
      <View className='order-goods__body'>
        <Text className='order-goods__title'>{goods.title}</Text>
        <Text className='order-goods__line'>{t(`catalog.kinds.${goods.kind}`)}{detail ? ` · ${detail}` : ''}</Text>
        {extra && <Text className='order-goods__extra'>{extra}</Text>}
      </View>
    </View>
  )
}

export const OrderGoods = observer(OrderGoodsImpl)

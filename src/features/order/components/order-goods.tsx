import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsKind } from '@contract/catalog/constants'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { t } from '@/shared/i18n'
import './order-goods.scss'

interface Props {
  goods: { kind: GoodsKind; title: string; cover: string }
  detail?: string
  extra?: string
}

/**
 * The goods line of an order: cover, kind and title, and the class or session chosen. Each part of the detail
 * ('北京第12期 · 2026-12-01 ~ 2026-12-30') keeps on one line, so a date never breaks at its hyphen. The '·' between
 * parts is drawn by the stylesheet before each part, where a part that starts a new line has it clipped away: no dot
 * is left hanging at a line's end or leading the next.
 */
function OrderGoodsImpl({ goods, detail, extra }: Props) {
  // A blank part (a session without a venue) leaves no separator hanging at the end of the line.
  const parts = [t(`catalog.kind.${goods.kind}`), ...(detail ? detail.split('·') : [])].map((p) => p.trim()).filter(Boolean)
  return (
    <View className='order-goods'>
      <Image className='order-goods__cover' src={assetUrl(goods.cover)} mode='aspectFill' {...imageAlt('')} />
      <View className='order-goods__body'>
        <Text className='order-goods__title'>{goods.title}</Text>
        <View className='order-goods__clip'>
          <View className='order-goods__line'>
            {parts.map((part, i) => <Text key={i} className='order-goods__part'>{part}</Text>)}
          </View>
        </View>
        {extra && <Text className='order-goods__extra'>{extra}</Text>}
      </View>
    </View>
  )
}

export const OrderGoods = observer(OrderGoodsImpl)

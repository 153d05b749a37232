import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsSummary } from '@contract/catalog/schemas'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { firstScreenPicture, removeFirstScreenPlaceholder } from '@/shared/platform/first-screen'
import { Pill } from '@/shared/ui/pill'
import { imageAlt } from '@/shared/ui/aria'
import { Highlight } from './highlight'
import './goods-card.scss'

interface Props {
  goods: GoodsSummary
  keyword?: string
  onClick: () => void
}

function GoodsCardImpl({ goods, keyword, onClick }: Props) {
  // The course tab's first cover as the page was served with it (H5): the same bytes, drawn at once, and the
  // placeholder over it removed once they are on screen.
  const [served] = useState(() => firstScreenPicture(goods.cover))
  const shown = served ? removeFirstScreenPlaceholder : undefined
  return (
    <View className='goods-card' data-testid='goods-card' onClick={onClick}>
      <Image className='goods-card__cover' src={served ?? assetUrl(goods.cover)} mode='aspectFill' lazyLoad={!served}
        onLoad={shown} onError={shown} {...imageAlt('')} />
      <View className='goods-card__body'>
        <View className='goods-card__title'>
          <Pill>{t(`catalog.kind.${goods.kind}`)}</Pill>{' '}
          <Highlight text={goods.title} keyword={keyword} />
        </View>
        {goods.subtitle && <Text className='goods-card__subtitle'>{goods.subtitle}</Text>}
        <View className='goods-card__meta'>
          {goods.cities.length > 0 && <Text className='goods-card__cities'>{goods.cities.slice(0, 3).join(' · ')}</Text>}
          <Text className='goods-card__sold'>{t('catalog.sold', { n: goods.soldCount })}</Text>
        </View>
        <View className='goods-card__price'>
          <Text className='goods-card__now'>{price(goods.priceFen)}</Text>
          {goods.originalPriceFen > goods.priceFen && <Text className='goods-card__was'>{price(goods.originalPriceFen)}</Text>}
        </View>
      </View>
    </View>
  )
}

export const GoodsCard = observer(GoodsCardImpl)

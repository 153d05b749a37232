import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsDetail } from '@contract/catalog/schemas'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { firstScreenPicture, removeFirstScreenPlaceholder } from '@/shared/platform/first-screen'
import { Pill } from '@/shared/ui/pill'
import { imageAlt } from '@/shared/ui/aria'
import { tagsBesidesKind } from '../goods-detail-view'
import './goods-header.scss'

function GoodsHeaderImpl({ goods }: { goods: GoodsDetail }) {
  // The cover as the page was served with it (H5): the same bytes, and the placeholder removed once they are drawn.
  const [served] = useState(() => firstScreenPicture(goods.cover))
  return (
    <View className='goods-header'>
      <Image className='goods-header__cover' src={served ?? assetUrl(goods.cover)} mode='aspectFill'
        onLoad={removeFirstScreenPlaceholder} onError={removeFirstScreenPlaceholder} {...imageAlt(goods.title)} />
      <View className='goods-header__body'>
        <View className='goods-header__price'>
          <Text className='goods-header__now' data-testid='goods-price'>{price(goods.priceFen)}</Text>
          {goods.originalPriceFen > goods.priceFen && <Text className='goods-header__was'>{price(goods.originalPriceFen)}</Text>}
          <Text className='goods-header__sold'>{t('catalog.sold', { n: goods.soldCount })}</Text>
        </View>
        <Text className='goods-header__title'>{goods.title}</Text>
        {goods.subtitle && <Text className='goods-header__subtitle'>{goods.subtitle}</Text>}
        <View className='goods-header__tags'>
          <Pill solid>{t(`catalog.kind.${goods.kind}`)}</Pill>
          {tagsBesidesKind(goods.kind, goods.tags).map((tag) => <Pill key={tag}>{tag}</Pill>)}
        </View>
      </View>
    </View>
  )
}

export const GoodsHeader = observer(GoodsHeaderImpl)

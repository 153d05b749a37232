import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BundleItem } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import './bundle-items.scss'

/** What a bundle contains; items the buyer already owns are marked, their price comes off the bundle. */
function BundleItemsImpl({ items }: { items: BundleItem[] }) {
  const owned = items.filter((i) => i.owned).reduce((sum, i) => sum + i.priceFen, 0)
  return (
    <View className='bundle-items' data-testid='bundle-items'>
      {items.map((item) => (
        <View key={item.goodsId} className='bundle-items__row'>
          <Text className='bundle-items__title'>{t(`catalog.kind.${item.kind}`)} · {item.title}</Text>
          <Text className={item.owned ? 'bundle-items__owned' : 'bundle-items__price'}>
            {item.owned ? t('goods.detail.owned') : price(item.priceFen)}
          </Text>
        </View>
      ))}
      {owned > 0 && <Text className='bundle-items__note'>{t('goods.detail.bundleDeduction', { amount: price(owned) })}</Text>}
    </View>
  )
}

export const BundleItems = observer(BundleItemsImpl)

// A result page's heading: the calculation's name, its kind and when it last changed, or that it is read-only.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { Pill } from '@/shared/ui/pill'
import { isOwn, type Viewed } from '../use-calculation'
import './calculation-header.scss'

function CalculationHeaderImpl({ calculation }: { calculation: Viewed }) {
  return (
    <View className='calc-header'>
      <View className='calc-header__top'>
        <Text className='calc-header__name' data-testid='calc-name'>{calculation.name}</Text>
        <Pill>{t(`calculators.kind.${calculation.kind}`)}</Pill>
      </View>
      <Text className='calc-header__meta'>
        {isOwn(calculation)
          ? t('calculators.list.updatedAt', { time: dateTimeText(calculation.updatedAt) })
          : t('calculators.actions.sharedNote')}
      </Text>
    </View>
  )
}

export const CalculationHeader = observer(CalculationHeaderImpl)

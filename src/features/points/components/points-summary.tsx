// The header of 我的积分: the usable balance large, with lifetime earned and redeemed beside it.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PointsSummary } from '@contract/catalog/schemas'
import { FEN_PER_POINT } from '@contract/catalog/constants'
import { t } from '@/shared/i18n'
import './points-summary.scss'

/** How many points make one yuan (100 fen), for the rule line under the balance. */
const POINTS_PER_YUAN_OFF = 100 / FEN_PER_POINT

function PointsSummaryImpl({ summary }: { summary: PointsSummary }) {
  return (
    <View className='points-summary' data-testid='points-summary'>
      <Text className='points-summary__label'>{t('points.balance')}</Text>
      <Text className='points-summary__balance' data-testid='points-balance'>{summary.balance}</Text>
      <Text className='points-summary__rule'>{t('points.rule', { n: POINTS_PER_YUAN_OFF })}</Text>
      <View className='points-summary__totals'>
        <View className='points-summary__total'>
          <Text className='points-summary__number' data-testid='points-earned'>{summary.totalEarned}</Text>
          <Text className='points-summary__caption'>{t('points.totalEarned')}</Text>
        </View>
        <View className='points-summary__total'>
          <Text className='points-summary__number' data-testid='points-redeemed'>{summary.totalRedeemed}</Text>
          <Text className='points-summary__caption'>{t('points.totalRedeemed')}</Text>
        </View>
      </View>
    </View>
  )
}

export const PointsSummaryCard = observer(PointsSummaryImpl)

// A score of 1-5 as five stars, read out as "4星" / "4 stars" (the stars themselves are decoration).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RATING_MAX } from '@contract/classroom/constants'
import { t } from '@/shared/i18n'
import './stars.scss'

export const Stars = observer(({ score }: { score: number }) => (
  <View className='stars' role='img' aria-label={t('teaching.ratings.stars', { n: score })} data-score={score}>
    {Array.from({ length: RATING_MAX }, (_, i) => (
      <Text key={i} className={`stars__star ${i < score ? 'is-on' : ''}`} aria-hidden='true'>★</Text>
    ))}
  </View>
))

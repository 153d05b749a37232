// One move in a list: its picture, name, muscle and tool; tapping it does what the list is for (open, pick, swap).
import type { ReactNode } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { MoveSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { Pill } from '@/shared/ui/pill'
import './training.scss'

export function MoveRow({ move, onClick, trailing }: { move: MoveSummary; onClick?: () => void; trailing?: ReactNode }) {
  return (
    <View className='tr-move' onClick={onClick} role='button' data-testid='move-row' data-move-id={move.id}>
      {move.cover ? <Image className='tr-move__cover' src={assetUrl(move.cover)} mode='aspectFill' lazyLoad {...imageAlt('')} />
        : <View className='tr-move__cover' />}
      <View className='tr-move__body'>
        <Text className='tr-move__name'>{move.name}</Text>
        <View className='tr-move__tags'>
          <Pill>{t(`training.muscles.${move.primaryMuscle}`)}</Pill>
          <Pill tone='grey'>{t(`training.tools.${move.tool}`)}</Pill>
          <Pill tone='grey'>{t(`training.units.${move.unit}`)}</Pill>
        </View>
      </View>
      {trailing}
    </View>
  )
}

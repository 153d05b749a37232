// One published strength program in a list: cover, title, level, length, and whether the user has it unlocked.
import { Image, Text, View } from '@tarojs/components'
import type { ProgramSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { Pill } from '@/shared/ui/pill'
import './training.scss'

export function ProgramCard({ program, onOpen }: { program: ProgramSummary; onOpen: () => void }) {
  return (
    <View className='tr-card' role='button' onClick={onOpen} data-testid='program-card' data-program-id={program.id}>
      {program.cover && <Image className='tr-card__cover' src={assetUrl(program.cover)} mode='aspectFill' lazyLoad {...imageAlt('')} />}
      <Text className='tr-card__title'>{program.title}</Text>
      <Text className='tr-muted'>{program.subtitle}</Text>
      <View className='tr-move__tags'>
        <Pill>{t('training.common.level', { n: program.level })}</Pill>
        <Pill tone='grey'>{t('training.common.weeks', { n: program.weeks })}</Pill>
        <Pill tone='grey'>{t('training.common.perWeek', { n: program.daysPerWeek })}</Pill>
        <Pill tone={program.unlocked ? 'green' : 'grey'}>{program.unlocked ? t('training.program.unlocked') : t(`training.access.${program.access}`)}</Pill>
      </View>
    </View>
  )
}

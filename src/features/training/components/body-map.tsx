// The body map of 动作库详情: the muscle groups laid out front and back, each with how many moves train it. A grid
// of large buttons rather than a drawn body: it is as quick to hit with a thumb and reads out well.
import { Text, View } from '@tarojs/components'
import { MUSCLE_GROUPS, MUSCLE_SIDE, type MuscleGroup } from '@contract/training/constants'
import type { MuscleCount } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import './training.scss'

export function BodyMap({ counts, value, onPick }: { counts: MuscleCount[]; value?: MuscleGroup; onPick: (muscle: MuscleGroup) => void }) {
  const countOf = (m: MuscleGroup) => counts.find((c) => c.muscle === m)?.moves ?? 0
  const side = (which: 'front' | 'back') => MUSCLE_GROUPS.filter((m) => MUSCLE_SIDE[m] === which || (MUSCLE_SIDE[m] === 'both' && which === (m === 'forearms' || m === 'neck' ? 'back' : 'front')))
  return (
    <View className='tr-body' data-testid='body-map'>
      {(['front', 'back'] as const).map((which) => (
        <View key={which} className='tr-body__side'>
          <Text className='tr-muted'>{t(which === 'front' ? 'training.library.front' : 'training.library.backSide')}</Text>
          {side(which).map((m) => (
            <View key={m} className={`tr-body__muscle ${value === m ? 'is-active' : ''}`} role='button' data-muscle={m}
              aria-label={`${t(`training.muscles.${m}`)} ${t('training.library.moveCount', { n: countOf(m) })}`} onClick={() => onPick(m)}>
              <Text>{t(`training.muscles.${m}`)}</Text>
              <Text className='tr-muted'>{countOf(m)}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

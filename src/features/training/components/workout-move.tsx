// One move of the training screen and its set rows. Both are observers (memoised): a row re-renders only when its
// own set changes or it opens or closes, so logging a set costs two rows, not the session (issue 24: a logged set
// answers on screen in under 100 ms at 4x CPU).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import type { SetStep } from '../set-order'
import { amountText, targetText } from '../target-text'
import { startingValues, type SetValues, type WorkoutMove } from '../workout-model'
import { SetEditor } from './set-editor'
import './training.scss'

export interface MoveAt { moduleIndex: number; moveIndex: number }

interface MoveBlockProps extends MoveAt {
  move: WorkoutMove
  /** Index of the set opened for editing when it is one of this move's, else null. */
  openSet: number | null
  onEdit: (step: SetStep) => void
  onSwap: (at: MoveAt) => void
  onAddSet: (at: MoveAt) => void
  onLog: (step: SetStep, values: SetValues) => void
}

export const MoveBlock = observer(function MoveBlock({ move, moduleIndex, moveIndex, openSet, onEdit, onSwap, onAddSet, onLog }: MoveBlockProps) {
  return (
    <View className='tr-workout-move' data-testid='workout-move' data-move-id={move.moveId} data-unit={move.unit}>
      <View className='tr-row' style={{ minHeight: '44px' }}>
        <View className='tr-spacer'>
          <Text className='tr-move__name' data-testid='workout-move-name'>{move.name}</Text>
          {move.swappedFrom && <Text className='tr-muted'>{t('training.training.swappedFrom', { name: move.swappedFrom.name })}</Text>}
        </View>
        <Button size='small' onClick={() => onSwap({ moduleIndex, moveIndex })} data-testid='swap-move'>{t('training.training.swap')}</Button>
      </View>
      {move.sets.map((_, setIndex) => (
        <SetRow key={setIndex} move={move} moduleIndex={moduleIndex} moveIndex={moveIndex} setIndex={setIndex} isOpen={openSet === setIndex}
          onEdit={onEdit} onLog={onLog} />
      ))}
      <View className='tr-muted' role='button' style={{ display: 'block', padding: '10px 0' }} onClick={() => onAddSet({ moduleIndex, moveIndex })}>
        + {t('training.training.addSet')}
      </View>
    </View>
  )
})

interface SetRowProps extends SetStep {
  move: WorkoutMove
  isOpen: boolean
  onEdit: (step: SetStep) => void
  onLog: (step: SetStep, values: SetValues) => void
}

const SetRow = observer(function SetRow({ move, moduleIndex, moveIndex, setIndex, isOpen, onEdit, onLog }: SetRowProps) {
  const set = move.sets[setIndex]
  const step = { moduleIndex, moveIndex, setIndex }
  return (
    <View className={`tr-set ${isOpen ? 'is-current' : ''} ${set.done ? 'is-done' : ''}`} data-testid='workout-set' data-done={set.done ? '1' : '0'}>
      {isOpen ? (
        <View className='tr-spacer'>
          <Text className='tr-muted'>
            {t('training.training.setOf', { n: setIndex + 1, total: move.sets.length })} · {t('training.training.target')} {targetText(move.unit, set.target)}
            {set.previous ? ` · ${t('training.training.previous')} ${amountText(move.unit, set.previous)}` : ''}
          </Text>
          <SetEditor key={`${move.moveId}-${setIndex}`} unit={move.unit} initial={startingValues(set)} onLog={(values) => onLog(step, values)} />
        </View>
      ) : (
        <>
          <Text className='tr-set__no'>{setIndex + 1}</Text>
          <Text className='tr-set__prev' data-testid='set-previous'>{set.previous ? amountText(move.unit, set.previous) : t('training.training.noPrevious')}</Text>
          <Text className='tr-spacer'>{set.done ? amountText(move.unit, set.done) : targetText(move.unit, set.target)}</Text>
          <View className='tr-set__check' role='button' aria-label={set.done ? t('training.training.edit') : t('training.training.log')}
            onClick={() => onEdit(step)}>{set.done ? '✓' : '○'}</View>
        </>
      )}
    </View>
  )
})

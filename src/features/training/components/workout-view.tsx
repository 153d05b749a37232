// The training screen: every move of the session with its sets, the set to do now opened with big steppers,
// last time's numbers beside each set, swap and add-set per move, the rest timer, and the way out (finish).
// Logging a set only touches the store and the device (workout-store.ts): it shows at once, online or not.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Pill } from '@/shared/ui/pill'
import { swapSessionMove } from '../api'
import { isAlternating, type SetStep } from '../set-order'
import { network } from '../sync'
import { amountText, targetText } from '../target-text'
import { startingValues, type WorkoutMove } from '../workout-model'
import type { WorkoutStore } from '../stores/workout-store'
import { RestBar } from './rest-bar'
import { SetEditor } from './set-editor'
import { SwapSheet } from './swap-sheet'
import './training.scss'

export interface WorkoutViewProps {
  store: WorkoutStore
  onStepMode: () => void
  onFinish: () => void
  finishing: boolean
}

const sameStep = (a: SetStep | null, b: SetStep) => !!a && a.moduleIndex === b.moduleIndex && a.moveIndex === b.moveIndex && a.setIndex === b.setIndex

function WorkoutViewImpl({ store, onStepMode, onFinish, finishing }: WorkoutViewProps) {
  const [editing, setEditing] = useState<SetStep | null>(null)
  const [swapping, setSwapping] = useState<{ moduleIndex: number; moveIndex: number } | null>(null)
  const workout = store.workout!
  const open = editing ?? store.currentStep
  const swapMove = swapping ? store.moveAt(swapping) : null

  return (
    <View className='tr-page' data-testid='workout' data-done={store.doneCount} data-unsynced={store.unsynced}>
      {!network.online && <View className='tr-offline' data-testid='offline-banner'>{t('training.training.offline')}</View>}
      <View className='tr-hero'>
        <Text className='tr-hero__title'>{workout.title || t('training.training.freeTitle')}</Text>
        <Text className='tr-hero__sub' data-testid='workout-progress'>
          {t('training.training.progress', { done: store.doneCount, total: store.steps.length })}
          {store.unsynced > 0 ? ` · ${t('training.common.unsynced', { n: store.unsynced })}` : ''}
        </Text>
      </View>
      {workout.modules.map((module, moduleIndex) => (
        <View key={moduleIndex} className='tr-section' data-testid='workout-module'>
          <View className='tr-row'>
            <Text className='tr-section__title'>{module.name || t(`training.modules.${module.kind}`)}</Text>
            {isAlternating(module.kind) && <Pill>{t('training.training.superset')}</Pill>}
          </View>
          {module.moves.map((move, moveIndex) => (
            <MoveBlock key={`${moveIndex}-${move.moveId}`} move={move} moduleIndex={moduleIndex} moveIndex={moveIndex} open={open}
              onEdit={setEditing} onSwap={() => setSwapping({ moduleIndex, moveIndex })}
              onAddSet={() => store.addSet({ moduleIndex, moveIndex })}
              onLog={(step, values) => { store.logSet(step, values); setEditing(null) }} />
          ))}
        </View>
      ))}
      <RestBar store={store} />
      <View className='tr-bottom'>
        <Button onClick={onStepMode} data-testid='step-mode'>{t('shell.titles.trainStep')}</Button>
        <Button type='primary' loading={finishing} onClick={onFinish} data-testid='finish'>{t('training.training.finish')}</Button>
      </View>
      <SwapSheet moveId={swapMove?.moveId ?? null} onClose={() => setSwapping(null)} onPick={(next) => {
        if (!swapping || !swapMove) return
        const from = swapMove.moveId
        store.swapMove(swapping, { moveId: next.id, name: next.name, unit: next.unit, muscle: next.primaryMuscle, tool: next.tool })
        // The server's copy of the session follows when it can; the logged sets carry the new move anyway.
        swapSessionMove(workout.sessionId, { fromMoveId: from, toMoveId: next.id }).catch(() => undefined)
        setSwapping(null)
      }} />
    </View>
  )
}

interface MoveBlockProps {
  move: WorkoutMove
  moduleIndex: number
  moveIndex: number
  open: SetStep | null
  onEdit: (step: SetStep) => void
  onSwap: () => void
  onAddSet: () => void
  onLog: (step: SetStep, values: ReturnType<typeof startingValues>) => void
}

const MoveBlock = observer(function MoveBlock({ move, moduleIndex, moveIndex, open, onEdit, onSwap, onAddSet, onLog }: MoveBlockProps) {
  return (
    <View className='tr-workout-move' data-testid='workout-move' data-move-id={move.moveId} data-unit={move.unit}>
      <View className='tr-row' style={{ minHeight: '44px' }}>
        <View className='tr-spacer'>
          <Text className='tr-move__name' data-testid='workout-move-name'>{move.name}</Text>
          {move.swappedFrom && <Text className='tr-muted'>{t('training.training.swappedFrom', { name: move.swappedFrom.name })}</Text>}
        </View>
        <Button size='small' onClick={onSwap} data-testid='swap-move'>{t('training.training.swap')}</Button>
      </View>
      {move.sets.map((set, setIndex) => {
        const step = { moduleIndex, moveIndex, setIndex }
        const isOpen = sameStep(open, step)
        return (
          <View key={setIndex} className={`tr-set ${isOpen ? 'is-current' : ''} ${set.done ? 'is-done' : ''}`} data-testid='workout-set'
            data-done={set.done ? '1' : '0'}>
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
      })}
      <View className='tr-muted' role='button' style={{ display: 'block', padding: '10px 0' }} onClick={onAddSet}>+ {t('training.training.addSet')}</View>
    </View>
  )
})

export const WorkoutView = observer(WorkoutViewImpl)

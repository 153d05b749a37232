// The training screen: every move of the session with its sets, the set to do now opened with big steppers,
// last time's numbers beside each set, swap and add-set per move, the rest timer, and the way out (finish).
// Logging a set only touches the store and the device (workout-store.ts): it shows at once, online or not.
// Callbacks are stable and each move gets only the index of its open set, so a logged set re-renders the
// header, the move it belongs to and its two set rows (workout-move.tsx), not the whole session.
import { useCallback, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { MoveSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { Pill } from '@/shared/ui/pill'
import { swapSessionMove } from '../api'
import { isAlternating, type SetStep } from '../set-order'
import { network } from '../sync'
import type { SetValues } from '../workout-model'
import type { WorkoutStore } from '../stores/workout-store'
import { RestBar } from './rest-bar'
import { SwapSheet } from './swap-sheet'
import { MoveBlock, type MoveAt } from './workout-move'
import './training.scss'

export interface WorkoutViewProps {
  store: WorkoutStore
  onStepMode: () => void
  onFinish: () => void
  finishing: boolean
}

/** The open set's index when it belongs to this move, else null: the only thing a move block needs to know of it. */
const openSetOf = (open: SetStep | null, moduleIndex: number, moveIndex: number) =>
  open && open.moduleIndex === moduleIndex && open.moveIndex === moveIndex ? open.setIndex : null

function WorkoutViewImpl({ store, onStepMode, onFinish, finishing }: WorkoutViewProps) {
  const [editing, setEditing] = useState<SetStep | null>(null)
  const [swapping, setSwapping] = useState<{ moduleIndex: number; moveIndex: number } | null>(null)
  const workout = store.workout!
  const open = editing ?? store.currentStep
  const swapMove = swapping ? store.moveAt(swapping) : null
  const onSwap = useCallback((at: MoveAt) => setSwapping(at), [])
  const onAddSet = useCallback((at: MoveAt) => store.addSet(at), [store])
  const onCloseSwap = useCallback(() => setSwapping(null), [])
  const onPickSwap = useCallback((next: MoveSummary) => {
    if (!swapping) return
    const from = store.moveAt(swapping).moveId
    store.swapMove(swapping, { moveId: next.id, name: next.name, unit: next.unit, muscle: next.primaryMuscle, tool: next.tool })
    // The server's copy of the session follows when it can; the logged sets carry the new move anyway.
    swapSessionMove(store.workout!.sessionId, { fromMoveId: from, toMoveId: next.id }).catch(() => undefined)
    setSwapping(null)
  }, [store, swapping])
  const onLog = useCallback((step: SetStep, values: SetValues) => { store.logSet(step, values); setEditing(null) }, [store])

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
            <MoveBlock key={`${moveIndex}-${move.moveId}`} move={move} moduleIndex={moduleIndex} moveIndex={moveIndex}
              openSet={openSetOf(open, moduleIndex, moveIndex)} onEdit={setEditing} onSwap={onSwap} onAddSet={onAddSet} onLog={onLog} />
          ))}
        </View>
      ))}
      <RestBar store={store} />
      <View className='tr-bottom'>
        <Button onClick={onStepMode} data-testid='step-mode'>{t('shell.titles.trainStep')}</Button>
        <Button type='primary' loading={finishing} onClick={onFinish} data-testid='finish'>{t('training.training.finish')}</Button>
      </View>
      <SwapSheet moveId={swapMove?.moveId ?? null} onClose={onCloseSwap} onPick={onPickSwap} />
    </View>
  )
}

export const WorkoutView = observer(WorkoutViewImpl)

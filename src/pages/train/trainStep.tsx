// 逐组训练: the same session as the training screen, one set at a time, everything large (gym mode): the move,
// the set's target and last time's numbers, the steppers, and one big 完成这组. Sets log to the device first.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { installWorkoutSync, network, workoutStore } from '@/features/training'
import { DayPicker } from '@/features/training/components/workout-starter'
import { RestBar } from '@/features/training/components/rest-bar'
import { SetEditor } from '@/features/training/components/set-editor'
import { amountText, targetText } from '@/features/training/target-text'
import { startingValues } from '@/features/training/workout-model'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)
installWorkoutSync()

function TrainStepPage() {
  usePageTitle('trainStep')
  const store = workoutStore
  if (!store.workout) return <DayPicker />
  const step = store.currentStep
  const toList = () => redirectToPage('pages/train/training')
  if (!step) {
    return (
      <View className='tr-page' data-testid='train-step-done'>
        <View className='tr-hero'><Text className='tr-hero__title'>{t('training.training.progress', { done: store.doneCount, total: store.steps.length })}</Text></View>
        <View className='tr-bottom'><Button type='primary' onClick={toList}>{t('training.training.finish')}</Button></View>
      </View>
    )
  }
  const move = store.moveAt(step)
  const set = store.setAt(step)
  const index = store.steps.findIndex((s) => s === step)
  return (
    <View className='tr-page' data-testid='train-step'>
      {!network.online && <View className='tr-offline'>{t('training.training.offline')}</View>}
      <View className='tr-hero'>
        <Text className='tr-hero__sub'>{t('training.training.progress', { done: store.doneCount, total: store.steps.length })}</Text>
        <Text className='tr-hero__title' style={{ fontSize: '24px' }} data-testid='step-move'>{move.name}</Text>
        <Text className='tr-hero__sub'>{t('training.training.setOf', { n: step.setIndex + 1, total: move.sets.length })}</Text>
      </View>
      <View className='tr-section'>
        <View className='tr-item'><Text>{t('training.training.target')}</Text><Text>{targetText(move.unit, set.target)}</Text></View>
        <View className='tr-item'><Text>{t('training.training.previous')}</Text>
          <Text>{set.previous ? amountText(move.unit, set.previous) : t('training.training.noPrevious')}</Text></View>
      </View>
      <View className='tr-section'>
        <SetEditor key={index} big unit={move.unit} initial={startingValues(set)} onLog={(values) => store.logSet(step, values)} />
      </View>
      <RestBar store={store} />
      <View className='tr-bottom'><Button onClick={toList} data-testid='list-mode'>{t('shell.titles.training')}</Button></View>
    </View>
  )
}

export default observer(TrainStepPage)

// 全部动作: every move of one library or one muscle group (?libraryId, ?muscle), with the same search and filters.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MUSCLE_GROUPS, type MuscleGroup } from '@contract/training/constants'
import { trainingMessages } from '@/locales/training'
import { registerMessages } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { MoveBrowser } from '@/features/training/components/move-browser'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function MoreMovesPage() {
  usePageTitle('moveMore')
  const params = useRouteParams('pages/action/group/detailMore')
  if (!params) return <InvalidLink />
  const muscle = (MUSCLE_GROUPS as readonly string[]).includes(params.muscle ?? '') ? params.muscle as MuscleGroup : undefined
  return (
    <View className='tr-page' data-testid='move-more'>
      <MoveBrowser libraryId={params.libraryId} initialMuscle={muscle} onPick={(move) => openPage('pages/action/action/detail', { id: move.id })} />
    </View>
  )
}

export default observer(MoreMovesPage)

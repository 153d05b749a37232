// 动作库详情: the body map. Tap a muscle group (with how many moves train it) and its moves show below.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { MuscleGroup } from '@contract/training/constants'
import { trainingMessages } from '@/locales/training'
import { registerMessages } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { listMuscleCounts } from '@/features/training/api'
import { BodyMap } from '@/features/training/components/body-map'
import { MoveBrowser } from '@/features/training/components/move-browser'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function BodyMapPage() {
  usePageTitle('moveBodyMap')
  const counts = useRemote(listMuscleCounts, [])
  const [muscle, setMuscle] = useState<MuscleGroup>('chest')
  return (
    <View className='tr-page' data-testid='move-body-map'>
      <RemoteView remote={counts} isEmpty={(c) => c.length === 0}>
        {(data) => <View className='tr-section'><BodyMap counts={data} value={muscle} onPick={setMuscle} /></View>}
      </RemoteView>
      <MoveBrowser key={muscle} initialMuscle={muscle} onPick={(move) => openPage('pages/action/action/detail', { id: move.id })} />
    </View>
  )
}

export default observer(BodyMapPage)

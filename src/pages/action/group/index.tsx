// 动作库: every move the user can use (the company's, subscribed libraries', a trainer's own), searched and filtered
// by muscle, tool and unit; ways to the body map, the libraries to subscribe and the strength programs.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { MoveBrowser } from '@/features/training/components/move-browser'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function MoveLibraryPage() {
  usePageTitle('moveLibrary')
  return (
    <View className='tr-page' data-testid='move-library'>
      <View className='tr-links'>
        <View className='tr-link' role='button' onClick={() => openPage('pages/action/group/actionModel')}>{t('training.library.bodyMap')}</View>
        <View className='tr-link' role='button' onClick={() => openPage('pages/action/action/recommend')}>{t('training.library.subscribe')}</View>
        <View className='tr-link' role='button' onClick={() => openPage('pages/action/lixun/index')}>{t('trainTab.entries.programs')}</View>
      </View>
      <MoveBrowser onPick={(move) => openPage('pages/action/action/detail', { id: move.id })} />
    </View>
  )
}

export default observer(MoveLibraryPage)

// Tab train: its content arrives with a later issue; until then it says so honestly.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { usePageTitle } from '@/shared/page-title'

function TrainPage() {
  usePageTitle('train')
  return (
    <View className='tab-page' data-testid='tab-train'>
      <Empty title={t('shell.entry.trainEmpty')} description={t('shell.entry.trainEmptyDesc')} />
    </View>
  )
}

export default observer(TrainPage)

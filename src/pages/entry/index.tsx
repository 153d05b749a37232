// Tab home: its content arrives with a later issue; until then it says so honestly.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'

function HomePage() {
  usePageTitle('home')
  return (
    <View className='tab-page' data-testid='tab-home'>
      <Empty title={t('shell.entry.homeEmpty')} description={t('shell.entry.homeEmptyDesc')} />
    </View>
  )
}

export default observer(HomePage)

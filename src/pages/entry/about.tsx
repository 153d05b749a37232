// Tab about: its content arrives with a later issue; until then it says so honestly.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { usePageTitle } from '@/shared/page-title'

function AboutPage() {
  usePageTitle('about')
  return (
    <View className='tab-page' data-testid='tab-about'>
      <Empty title={t('shell.entry.aboutEmpty')} description={t('shell.entry.aboutEmptyDesc')} />
    </View>
  )
}

export default observer(AboutPage)

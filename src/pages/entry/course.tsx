// Tab course: its content arrives with a later issue; until then it says so honestly.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'

function CoursePage() {
  return (
    <View className='tab-page' data-testid='tab-course'>
      <Empty title={t('shell.entry.courseEmpty')} description={t('shell.entry.courseEmptyDesc')} />
    </View>
  )
}

export default observer(CoursePage)

// 批改作业: the classes the teacher teaches, with how many answers wait in each; a class opens its tasks.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { listGradingClasses } from '@/features/coursework/api'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

function GradingClassesPage() {
  usePageTitle('gradingClasses')
  const remote = useRemote(listGradingClasses, [])
  useOnReturn(() => { void remote.reload() })
  return (
    <View className='cw-page' data-testid='grading-classes'>
      <RemoteView remote={remote}>
        {(classes) => classes.length === 0
          ? <Empty title={t('coursework.grading.emptyClasses')} description={t('coursework.grading.emptyClassesHint')} />
          : <>{classes.map((c) => (
            <View key={c.classId} className='cw-row' role='link' data-testid='grading-class'
              onClick={() => openPage('pages/private/teacher/courseTask/task', { id: c.classId })}>
              <View className='cw-row__main'>
                <Text className='cw-row__title'>{c.name}</Text>
                <Text className='cw-muted'>{c.goodsTitle}</Text>
              </View>
              <Text className={c.toGrade > 0 ? 'cw-score' : 'cw-muted'}>
                {c.toGrade > 0 ? t('coursework.grading.toGrade', { n: c.toGrade }) : t('coursework.grading.noneToGrade')}
              </Text>
            </View>
          ))}</>}
      </RemoteView>
    </View>
  )
}

export default observer(GradingClassesPage)

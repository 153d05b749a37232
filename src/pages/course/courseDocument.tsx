// 课程列表: the online courses with documents, bought ones first with the learner's progress, others with the lessons
// anyone may preview. Each opens the course's learning home (pages/course/document/index).
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { switchToTab } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { COURSE_TAB_ROUTE } from '@/shared/routes'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { listDocCourses } from '@/features/coursework/api'
import { CourseCard } from '@/features/coursework/components/course-card'

registerMessages(courseworkMessages)

function CourseDocumentPage() {
  usePageTitle('courseDocument')
  const remote = useRemote(listDocCourses, [])
  return (
    <View className='cw-page' data-testid='doc-courses'>
      <RemoteView remote={remote}>
        {(courses) => courses.length === 0
          ? <Empty title={t('coursework.courses.empty')} description={t('coursework.courses.emptyHint')}
            action={{ text: t('common.empty.browse'), onAction: () => switchToTab(COURSE_TAB_ROUTE) }} />
          : <>{courses.map((c) => <CourseCard key={c.goodsId} course={c} />)}</>}
      </RemoteView>
    </View>
  )
}

export default observer(CourseDocumentPage)

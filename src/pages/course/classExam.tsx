// 班级考试列表: the papers of one class (or, without a class, every paper the learner may take), each opening its
// detail; the wrong-answer book at the end.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listPapers } from '@/features/exams/api'
import { PaperCard } from '@/features/exams/components/paper-card'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

function ClassExamPage() {
  usePageTitle('classExam')
  const params = useRouteParams('pages/course/classExam')
  const classId = params?.classId
  const remote = useRemote(() => listPapers(classId ? { classId } : {}), [classId])
  useOnReturn(() => { void remote.reload() })
  return (
    <View className='ex-page' data-testid='class-exams'>
      <RemoteView remote={remote}>
        {(papers) => papers.length
          ? <>{papers.map((p) => <PaperCard key={p.id} paper={p} />)}</>
          : <Empty title={t('exams.paper.empty')} description={t('exams.paper.emptyHint')} />}
      </RemoteView>
      <View className='ex-card' role='link' data-testid='open-wrong-book' onClick={() => openPage('pages/course/exam/wrongBook')}>
        <Text className='ex-card__title'>{t('exams.paper.wrongBook')}</Text>
      </View>
    </View>
  )
}

export default observer(ClassExamPage)

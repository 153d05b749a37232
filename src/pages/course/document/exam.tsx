// 学习进度: the course's practice, exams and chapter challenges first, then each chapter with how many of its lessons
// the learner finished, and the lessons themselves, so the learner sees what is left before a chapter test.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { examsMessages } from '@/locales/exams'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { chapterItems } from '@/features/coursework/catalogue'
import { CourseHead } from '@/features/coursework/components/course-head'
import { CourseScope } from '@/features/coursework/components/course-scope'
import { ItemRow } from '@/features/coursework/components/item-row'
import { CourseExams } from '@/features/exams/components/course-exams'

registerMessages(courseworkMessages, examsMessages)

function ExamPage() {
  usePageTitle('documentExam')
  const params = useRouteParams('pages/course/document/exam')
  return (
    <CourseScope goodsId={params?.id} testId='doc-exam'>
      {(catalogue) => (
        <>
          <CourseHead catalogue={catalogue} />
          <CourseExams goodsId={catalogue.course.goodsId} />
          {catalogue.chapters.map((chapter) => {
            const items = chapterItems(chapter)
            const done = items.filter((i) => i.completed).length
            return (
              <View key={chapter.id} className='cw-chapter' data-testid='doc-chapter-progress'>
                <Text className='cw-chapter__title'>
                  {t('coursework.item.progressOf', { title: chapter.title, done, total: items.length })}
                </Text>
                {items.map((item) => <ItemRow key={item.id} item={item} />)}
              </View>
            )
          })}
        </>
      )}
    </CourseScope>
  )
}

export default observer(ExamPage)

// 课程目录: the course's chapters, sections and lessons, with what the learner may open and how far they got.
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { ChapterList } from '@/features/coursework/components/chapter-list'
import { CourseHead } from '@/features/coursework/components/course-head'
import { CourseScope } from '@/features/coursework/components/course-scope'

registerMessages(courseworkMessages)

function CategoryPage() {
  usePageTitle('documentCategory')
  const params = useRouteParams('pages/course/document/category')
  return (
    <CourseScope goodsId={params?.id} testId='doc-category'>
      {(catalogue) => (
        <>
          <CourseHead catalogue={catalogue} />
          <ChapterList chapters={catalogue.chapters} />
        </>
      )}
    </CourseScope>
  )
}

export default observer(CategoryPage)

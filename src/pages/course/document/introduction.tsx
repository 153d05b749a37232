// 课程介绍: the course chapter by chapter; each opens its sections (introductionChapter).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { chapterItems } from '@/features/coursework/catalogue'
import { CourseHead } from '@/features/coursework/components/course-head'
import { CourseScope } from '@/features/coursework/components/course-scope'

registerMessages(courseworkMessages)

function IntroductionPage() {
  usePageTitle('documentIntroduction')
  const params = useRouteParams('pages/course/document/introduction')
  return (
    <CourseScope goodsId={params?.id} testId='doc-introduction'>
      {(catalogue) => (
        <>
          <CourseHead catalogue={catalogue} />
          {catalogue.chapters.map((chapter) => (
            <View key={chapter.id} className='cw-row' role='link' data-testid='doc-chapter'
              onClick={() => openPage('pages/course/document/introductionChapter', { id: catalogue.course.goodsId, chapter: chapter.id })}>
              <View className='cw-row__main'>
                <Text className='cw-row__title'>{chapter.title}</Text>
                <Text className='cw-muted'>
                  {t('coursework.item.sections', { n: chapter.sections.length })} · {t('coursework.item.items', { n: chapterItems(chapter).length })}
                </Text>
              </View>
            </View>
          ))}
        </>
      )}
    </CourseScope>
  )
}

export default observer(IntroductionPage)

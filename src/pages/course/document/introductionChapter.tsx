// 章节: one chapter's sections; each opens its lessons (introductionDetail).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { useRouteParams } from '@/shared/use-route-params'
import { findChapter } from '@/features/coursework/catalogue'
import { CourseScope } from '@/features/coursework/components/course-scope'

registerMessages(courseworkMessages)

function IntroductionChapterPage() {
  usePageTitle('documentChapter')
  const params = useRouteParams('pages/course/document/introductionChapter')
  return (
    <CourseScope goodsId={params?.id} testId='doc-chapter-page'>
      {(catalogue) => {
        const chapter = params ? findChapter(catalogue, params.chapter) : undefined
        if (!chapter) return <Empty status='error' title={t('coursework.item.empty')} />
        return (
          <>
            <View className='cw-section'><Text className='cw-section__title'>{chapter.title}</Text></View>
            {chapter.sections.map((section) => (
              <View key={section.id} className='cw-row' role='link' data-testid='doc-section'
                onClick={() => openPage('pages/course/document/introductionDetail', { id: catalogue.course.goodsId, section: section.id })}>
                <Text className='cw-row__title'>{section.title}</Text>
                <Text className='cw-muted'>{t('coursework.item.items', { n: section.items.length })}</Text>
              </View>
            ))}
          </>
        )
      }}
    </CourseScope>
  )
}

export default observer(IntroductionChapterPage)

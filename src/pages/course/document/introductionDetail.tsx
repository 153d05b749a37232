// 小节: one section's lessons; each opens the lesson (introductionItem) when the learner may.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { useRouteParams } from '@/shared/use-route-params'
import { findSection } from '@/features/coursework/catalogue'
import { SectionItems } from '@/features/coursework/components/chapter-list'
import { CourseScope } from '@/features/coursework/components/course-scope'

registerMessages(courseworkMessages)

function IntroductionDetailPage() {
  usePageTitle('documentSection')
  const params = useRouteParams('pages/course/document/introductionDetail')
  return (
    <CourseScope goodsId={params?.id} testId='doc-section-page'>
      {(catalogue) => {
        const section = params ? findSection(catalogue, params.section) : undefined
        if (!section) return <Empty status='error' title={t('coursework.item.empty')} />
        return (
          <>
            <View className='cw-section'><Text className='cw-section__title'>{section.title}</Text></View>
            <View className='cw-chapter'><SectionItems section={section} /></View>
          </>
        )
      }}
    </CourseScope>
  )
}

export default observer(IntroductionDetailPage)

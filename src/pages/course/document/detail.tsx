// 课程详情: the course as the catalog describes it (its text, sanitised on the server) under the learner's progress
// and the lesson to continue with.
import { RichText, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { styledRichText } from '@/shared/rich-text'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getCourseGoods } from '@/features/coursework/api'
import { CourseHead } from '@/features/coursework/components/course-head'
import { CourseScope } from '@/features/coursework/components/course-scope'

registerMessages(courseworkMessages)

const Description = observer(function Description({ goodsId }: { goodsId: number }) {
  const remote = useRemote(() => getCourseGoods(goodsId), [goodsId])
  return (
    <RemoteView remote={remote}>
      {(goods) => <View className='cw-section' data-testid='doc-description'><RichText nodes={styledRichText(goods.description)} /></View>}
    </RemoteView>
  )
})

function DetailPage() {
  usePageTitle('documentDetail')
  const params = useRouteParams('pages/course/document/detail')
  return (
    <CourseScope goodsId={params?.id} testId='doc-detail'>
      {(catalogue) => (
        <>
          <CourseHead catalogue={catalogue} />
          <Description goodsId={catalogue.course.goodsId} />
        </>
      )}
    </CourseScope>
  )
}

export default observer(DetailPage)

// Who a goods is for (its target audience text).
import { RichText, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getGoods } from '@/features/catalog/api'
import { usePageTitle } from '@/shared/page-title'
import './courseTarget.scss'

// An observer as well, so it follows the language and any store it reads.
const CourseTargetContent = observer(function CourseTargetContent({ id }: { id: number }) {
  const remote = useRemote(() => getGoods(id), [id])
  return (
    <RemoteView remote={remote} isEmpty={(g) => !g.targetAudience}>
      {(goods) => (
        <View className='rich-page' data-testid='course-target'>
          <Text className='rich-page__title'>{goods.title}</Text>
          <RichText className='rich-page__content' nodes={goods.targetAudience} />
        </View>
      )}
    </RemoteView>
  )
})

function CourseTargetPage() {
  usePageTitle('audience')
  const params = useRouteParams('pages/course/courseTarget')
  return params ? <CourseTargetContent id={params.id} /> : <InvalidLink />
}

export default observer(CourseTargetPage)

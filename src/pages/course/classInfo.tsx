// 班级详情: one class with its teachers, venue (map), dates, classmates count, status and the next session; the
// learner holding a seat also gets check-in, ratings, transfer, retrain and reminders (features/classroom).
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getClassDetail } from '@/features/classroom/api'
import { ClassDetailView } from '@/features/classroom/components/class-detail-view'
import './classInfo.scss'

registerMessages(classroomMessages)

const ClassInfoContent = observer(function ClassInfoContent({ id }: { id: number }) {
  const detail = useRemote(() => getClassDetail(id), [id])
  // Back from a transfer, a check-in or a rating: the seat and the next session may have changed.
  useOnReturn(() => { void detail.reload() })
  return <RemoteView remote={detail}>{(data) => <ClassDetailView detail={data} />}</RemoteView>
})

function ClassInfoPage() {
  usePageTitle('classInfo')
  const params = useRouteParams('pages/course/classInfo')
  return <View className='class-info-page' data-testid='page-class-info'>{params ? <ClassInfoContent id={params.id} /> : <InvalidLink />}</View>
}

export default observer(ClassInfoPage)

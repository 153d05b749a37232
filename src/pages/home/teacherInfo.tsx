// 讲师详情 (?id=): avatar, name, title, tags, the bio and the courses on sale the teacher teaches (each opening the
// goods page); shareable in the mini-program.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TeacherDetail } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import { getTeacher } from '@/features/about/api'
import { DetailPage } from '@/features/about/components/detail-page'
import { TeacherDetailView } from '@/features/about/components/teacher-detail'

const shareOf = (id: number) => (teacher?: TeacherDetail) => ({
  title: teacher ? t('about.share.teacher', { name: teacher.name, title: teacher.title }) : t('shell.titles.teacherInfo'),
  path: routeUrl('pages/home/teacherInfo', { id })
})

function TeacherInfoPage() {
  usePageTitle('teacherInfo')
  const params = useRouteParams('pages/home/teacherInfo')
  if (!params) return <InvalidLink />
  return (
    <View>
      <DetailPage id={params.id} load={getTeacher} share={shareOf(params.id)}>{(teacher) => <TeacherDetailView teacher={teacher} />}</DetailPage>
    </View>
  )
}

export default observer(TeacherInfoPage)

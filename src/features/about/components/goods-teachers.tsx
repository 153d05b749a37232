// 授课讲师 on the goods page: each teacher's avatar, name and title, opening the teacher's page. Loading
// shows a placeholder row, a failure a retry line, and a goods nobody teaches shows nothing.
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { TeacherSummary } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import type { Remote } from '@/shared/use-remote'
import { Avatar } from './avatar'
import { InlineRetry } from './inline-retry'
import './goods-teachers.scss'

function TeacherLine({ teacher }: { teacher: TeacherSummary }) {
  return (
    <View className='goods-teacher' data-testid='goods-teacher' onClick={() => openPage('pages/home/teacherInfo', { id: teacher.id })}>
      <Avatar url={teacher.avatarUrl} name={teacher.name} size='small' />
      <View className='goods-teacher__body'>
        <Text className='goods-teacher__name'>{teacher.name}</Text>
        <Text className='goods-teacher__title'>{teacher.title}</Text>
      </View>
      <ArrowRight size={12} color='#707070' />
    </View>
  )
}

function GoodsTeachersImpl({ remote }: { remote: Remote<TeacherSummary[]> }) {
  const teachers = remote.data
  if (remote.loading && !teachers) return <View className='goods-teachers goods-teachers--loading' aria-busy='true' />
  if (remote.error && !teachers) return <InlineRetry text={t('about.teacher.goodsError')} onRetry={remote.reload} />
  if (!teachers || teachers.length === 0) return null
  return (
    <View className='goods-teachers' data-testid='goods-teachers'>
      <Text className='goods-teachers__heading'>{t('about.teacher.goodsHeading')}</Text>
      {teachers.map((teacher) => <TeacherLine key={teacher.id} teacher={teacher} />)}
    </View>
  )
}

export const GoodsTeachers = observer(GoodsTeachersImpl)

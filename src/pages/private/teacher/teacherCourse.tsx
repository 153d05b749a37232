// 讲师课程: the courses (goods) the signed-in teacher teaches classes of, with how many classes and learners;
// a course opens 我的班级.
import { useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { teachingMessages } from '@/locales/teaching'
import { assetUrl } from '@/shared/assets'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { imageAlt } from '@/shared/ui/aria'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listTeacherCourses } from '@/features/teaching/api'
import './teacher.scss'
import './teacherCourse.scss'

registerMessages(teachingMessages)

function TeacherCoursePage() {
  usePageTitle('teacherCourse')
  const list = usePagedList((page, size) => listTeacherCourses({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='teacher-page' data-testid='teacher-courses'>
      <PagedListView list={list} emptyTitle={t('teaching.courses.empty')} emptyDescription={t('teaching.courses.emptyHint')}>
        {(items) => items.map((item) => (
          <View key={item.goods.id} className='teacher-course' data-testid='teacher-course' onClick={() => openPage('pages/private/teacher/class')}>
            <Image className='teacher-course__cover' src={assetUrl(item.goods.cover)} mode='aspectFill' lazyLoad {...imageAlt('')} />
            <View className='teacher-course__body'>
              <Text className='teacher-course__title'>{item.goods.title}</Text>
              <View className='teacher-course__line'>
                <Text>{t('teaching.courses.classes', { n: item.classes })}</Text>
                <Text>{t('teaching.courses.learners', { n: item.learners })}</Text>
              </View>
            </View>
          </View>
        ))}
      </PagedListView>
    </View>
  )
}

export default observer(TeacherCoursePage)

// Courses linked from about content (a teacher's courses, a story's course): the catalog's own cards, each opening
// the goods page.
import { View } from '@tarojs/components'
import type { GoodsSummary } from '@contract/catalog/schemas'
import { openPage } from '@/shared/navigation'
import { GoodsCard } from '@/features/catalog'
import './course-list.scss'

export function CourseList({ courses }: { courses: GoodsSummary[] }) {
  return (
    <View className='about-courses' data-testid='about-courses'>
      {courses.map((goods) => <GoodsCard key={goods.id} goods={goods} onClick={() => openPage('pages/course/courseDetail', { id: goods.id })} />)}
    </View>
  )
}

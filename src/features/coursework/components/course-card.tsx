// One course of the online catalogue: cover, title, bought or not, progress; opens the course's learning home.
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { DocCourse } from '@contract/classroom/documents-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { imageAlt } from '@/shared/ui/aria'
import { Pill } from '@/shared/ui/pill'
import '../coursework.scss'

function CourseCardImpl({ course }: { course: DocCourse }) {
  return (
    <View className='cw-card' data-testid='doc-course' onClick={() => openPage('pages/course/document/index', { id: course.goodsId })}>
      {course.cover ? <Image className='cw-card__cover' src={assetUrl(course.cover)} mode='aspectFill' lazyLoad {...imageAlt('')} /> : null}
      <View className='cw-card__body'>
        <Text className='cw-card__title'>{course.title}</Text>
        <View className='cw-card__line'>
          <Pill tone={course.owned ? 'green' : 'grey'}>{t(course.owned ? 'coursework.courses.owned' : 'coursework.courses.notOwned')}</Pill>
          <Text className='cw-muted'>
            {course.owned
              ? t('coursework.courses.progress', { done: course.completedCount, total: course.itemCount })
              : t('coursework.courses.free', { n: course.freeCount })}
          </Text>
        </View>
      </View>
    </View>
  )
}

export const CourseCard = observer(CourseCardImpl)

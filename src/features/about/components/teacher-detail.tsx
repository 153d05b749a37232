// 讲师详情: the teacher on a green band (avatar, name, title, tags, intro), the bio, and the courses on sale they
// teach (each opening the goods page).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TeacherDetail } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { Avatar } from './avatar'
import { CourseList } from './course-list'
import { RichBlock } from './rich-block'
import { Section } from './section'
import './about-detail.scss'

function TeacherDetailViewImpl({ teacher }: { teacher: TeacherDetail }) {
  return (
    <View className='about-detail' data-testid='teacher-detail'>
      <View className='about-detail__band'>
        <Avatar url={teacher.avatarUrl} name={teacher.name} size='large' />
        <View className='about-detail__who'>
          <Text className='about-detail__name'>{teacher.name}</Text>
          <Text className='about-detail__role'>{teacher.title}</Text>
          {teacher.tags.length > 0 && (
            <View className='about-detail__tags'>{teacher.tags.map((tag) => <Text key={tag} className='about-detail__tag'>{tag}</Text>)}</View>
          )}
        </View>
      </View>
      {teacher.intro && <Text className='about-detail__lead'>{teacher.intro}</Text>}
      {teacher.bioHtml && (
        <Section title={t('about.teacher.bio')}><RichBlock html={teacher.bioHtml} testId='teacher-bio' /></Section>
      )}
      <Section title={t('about.teacher.courses')} testId='teacher-courses'>
        {teacher.courses.length > 0
          ? <CourseList courses={teacher.courses} />
          : <Text className='about-detail__note'>{t('about.teacher.noCourses')}</Text>}
      </Section>
    </View>
  )
}

export const TeacherDetailView = observer(TeacherDetailViewImpl)

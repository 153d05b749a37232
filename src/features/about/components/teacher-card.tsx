// A teacher in the lists: a row with avatar, name, title, tags and intro (pages/home/teachTeam), or a tile with
// avatar, name and title (the about tab's featured teachers). Both open the teacher's page.
import { Text, View } from '@tarojs/components'
import type { TeacherSummary } from '@contract/content/about-shapes'
import { openPage } from '@/shared/navigation'
import { Pill } from '@/shared/ui/pill'
import { Avatar } from './avatar'
import './teacher-card.scss'

const open = (id: number) => openPage('pages/home/teacherInfo', { id })

export function TeacherTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return <View className='teacher-tags'>{tags.map((tag) => <Pill key={tag}>{tag}</Pill>)}</View>
}

export function TeacherRow({ teacher }: { teacher: TeacherSummary }) {
  return (
    <View className='teacher-row' data-testid='teacher-row' onClick={() => open(teacher.id)}>
      <Avatar url={teacher.avatarUrl} name={teacher.name} size='medium' />
      <View className='teacher-row__body'>
        <View className='teacher-row__head'>
          <Text className='teacher-row__name'>{teacher.name}</Text>
          <Text className='teacher-row__title'>{teacher.title}</Text>
        </View>
        <TeacherTags tags={teacher.tags} />
        {teacher.intro && <Text className='teacher-row__intro'>{teacher.intro}</Text>}
      </View>
    </View>
  )
}

export function TeacherTile({ teacher }: { teacher: TeacherSummary }) {
  return (
    <View className='teacher-tile' data-testid='teacher-tile' onClick={() => open(teacher.id)}>
      <Avatar url={teacher.avatarUrl} name={teacher.name} size='medium' />
      <Text className='teacher-tile__name'>{teacher.name}</Text>
      <Text className='teacher-tile__title'>{teacher.title}</Text>
    </View>
  )
}

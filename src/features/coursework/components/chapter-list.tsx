// A course's chapters with their sections and lessons (课程目录), or one section's lessons.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { DocChapter, DocSection } from '@contract/classroom/documents-shapes'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { ItemRow } from './item-row'
import '../coursework.scss'

export const SectionItems = observer(function SectionItems({ section }: { section: DocSection }) {
  if (section.items.length === 0) return <Empty title={t('coursework.item.empty')} />
  return <View className='cw-group'>{section.items.map((item) => <ItemRow key={item.id} item={item} />)}</View>
})

function ChapterListImpl({ chapters }: { chapters: DocChapter[] }) {
  return (
    <View data-testid='doc-chapters'>
      {chapters.map((chapter) => (
        <View key={chapter.id} className='cw-chapter'>
          <Text className='cw-chapter__title'>{chapter.title}</Text>
          {chapter.sections.map((section) => (
            <View key={section.id}>
              <Text className='cw-chapter__section'>{section.title}</Text>
              <SectionItems section={section} />
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

export const ChapterList = observer(ChapterListImpl)

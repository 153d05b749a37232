// The course at the top of its learning pages: title, progress, and the lesson to continue with (or buy).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { DocCatalogue } from '@contract/classroom/documents-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { Pill } from '@/shared/ui/pill'
import { itemsOf, lessonToContinue } from '../catalogue'
import '../coursework.scss'

function CourseHeadImpl({ catalogue }: { catalogue: DocCatalogue }) {
  const { course } = catalogue
  const items = itemsOf(catalogue.chapters)
  const done = items.filter((i) => i.completed).length
  const next = lessonToContinue(catalogue)
  return (
    <View className='cw-section' data-testid='doc-course-head'>
      <Text className='cw-section__title'>{course.title}</Text>
      <View className='cw-card__line'>
        <Pill tone={course.owned ? 'green' : 'grey'}>{t(course.owned ? 'coursework.courses.owned' : 'coursework.courses.notOwned')}</Pill>
        <Text className='cw-muted' data-testid='doc-progress'>
          {done === items.length && items.length > 0 ? t('coursework.item.allDone') : t('coursework.courses.progress', { done, total: items.length })}
        </Text>
      </View>
      <View className='cw-card__line'>
        {next ? (
          <Button type='primary' size='small' data-testid='doc-continue'
            onClick={() => openPage('pages/course/document/introductionItem', { id: next.id })}>
            {t(done > 0 || next.positionSec > 0 ? 'coursework.item.continue' : 'coursework.item.start')}
          </Button>
        ) : null}
        {!course.owned ? (
          <Button fill='outline' type='primary' size='small' onClick={() => openPage('pages/course/courseDetail', { id: course.goodsId })}>
            {t('coursework.item.buy')}
          </Button>
        ) : null}
      </View>
    </View>
  )
}

export const CourseHead = observer(CourseHeadImpl)

// One class the teacher teaches: course and class name, dates and city, learners and sessions held, where it
// stands; the ways to its sessions (班级安排) and its homework (批改作业).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { TeacherClass } from '@contract/classroom/teacher-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { routeDef, type RoutePath } from '@/shared/routes'
import './teaching-card.scss'

/** Homework grading is the class-docs area's page: the button shows once that page is built. */
const GRADING_ROUTE = 'pages/private/teacher/courseTask/class' satisfies RoutePath

function TeacherClassCardImpl({ item }: { item: TeacherClass }) {
  const openSessions = () => openPage('pages/private/teacher/classArrange', { classId: item.id })
  return (
    <View className='teaching-card' data-testid='teacher-class' data-class-id={item.id} onClick={openSessions}>
      <View className='teaching-card__head'>
        <Text className='teaching-card__title'>{item.goods.title}</Text>
        <Text className={`teaching-card__state teaching-card__state--${item.status}`}>{t(`teaching.states.${item.status}`)}</Text>
      </View>
      <View className='teaching-card__line'>
        <Text className='teaching-card__part'>{item.name}</Text>
        <Text className='teaching-card__part'>{item.city}</Text>
        <Text className='teaching-card__part'>{item.startDate === item.endDate ? item.startDate : `${item.startDate} ~ ${item.endDate.slice(5)}`}</Text>
      </View>
      <View className='teaching-card__line'>
        <Text className='teaching-card__part' data-testid='teacher-class-learners'>{t('teaching.classes.learners', { n: item.learners })}</Text>
        <Text className='teaching-card__part'>{t('teaching.classes.sessions', { done: item.sessionsDone, total: item.sessionsTotal })}</Text>
      </View>
      <View className='teaching-card__foot'>
        {routeDef(GRADING_ROUTE).built && (
          <Button size='small' fill='outline' data-testid='teacher-class-grading'
            onClick={(e) => { e.stopPropagation(); openPage(GRADING_ROUTE) }}>
            {t('teaching.classes.grading')}
          </Button>
        )}
        <Button size='small' fill='outline' type='primary' data-testid='teacher-class-arrange'
          onClick={(e) => { e.stopPropagation(); openSessions() }}>
          {t('teaching.classes.arrange')}
        </Button>
      </View>
    </View>
  )
}

export const TeacherClassCard = observer(TeacherClassCardImpl)

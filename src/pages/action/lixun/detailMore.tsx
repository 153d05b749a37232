// 训练安排: every week of a program (the first one only, as a preview, while it is locked).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { loadProgramOrFirst } from '@/features/training/program'
import { WeekView } from '@/features/training/components/week-view'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function ProgramSchedulePage() {
  usePageTitle('programSchedule')
  const params = useRouteParams('pages/action/lixun/detailMore')
  const remote = useRemote(() => loadProgramOrFirst(params?.id), [params?.id])
  if (!params) return <InvalidLink />
  return (
    <RemoteView remote={remote}>
      {(program) => (
        <View className='tr-page' data-testid='program-schedule'>
          <View className='tr-hero'><Text className='tr-hero__title'>{program.title}</Text>
            {!program.unlocked && <Text className='tr-hero__sub'>{t('training.program.preview')}</Text>}</View>
          {program.schedule.map((week) => (
            <View key={week.id} className='tr-section'>
              <Text className='tr-section__title'>{t('training.common.week', { n: week.weekNo })}</Text>
              <WeekView week={week} dayAction={(day) => (
                <View className='tr-muted' role='button' aria-label={day.name}
                  onClick={() => openPage('pages/action/lixun/item', { id: program.id, week: week.weekNo, day: day.dayNo })}>›</View>
              )} />
            </View>
          ))}
        </View>
      )}
    </RemoteView>
  )
}

export default observer(ProgramSchedulePage)

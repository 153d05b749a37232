// 力训计划详情: one day of a program: its modules and moves with sets, reps or time, load (fixed, % of 1RM or
// RIR) and rest; a move opens its 动作详情. Without week/day it shows the program's first training day.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ProgramDetail } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { loadProgramOrFirst } from '@/features/training/program'
import { DayView } from '@/features/training/components/week-view'
import { targetText } from '@/features/training/target-text'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function dayOf(program: ProgramDetail, weekNo?: number, dayNo?: number) {
  const week = program.schedule.find((w) => w.weekNo === (weekNo ?? 1)) ?? program.schedule[0]
  const day = week?.days.find((d) => (dayNo ? d.dayNo === dayNo : !d.restDay)) ?? null
  return week && day ? { week, day } : null
}

function ProgramDayPage() {
  usePageTitle('programItem')
  const params = useRouteParams('pages/action/lixun/item')
  const remote = useRemote(() => loadProgramOrFirst(params?.id), [params?.id])
  if (!params) return <InvalidLink />
  return (
    <RemoteView remote={remote}>
      {(program) => {
        const found = dayOf(program, params.week, params.day)
        if (!found) return <Empty title={t('training.program.preview')} />
        return (
          <View className='tr-page' data-testid='program-day'>
            <View className='tr-hero'>
              <Text className='tr-hero__title'>{program.title}</Text>
              <Text className='tr-hero__sub'>{t('training.common.week', { n: found.week.weekNo })} · {found.day.name || t('training.common.day', { n: found.day.dayNo })}</Text>
            </View>
            <View className='tr-section'>
              <DayView day={found.day} onItem={(item) => openPage('pages/action/action/detail', { id: item.move.id })} />
            </View>
            {found.day.modules.flatMap((m) => m.items).map((item) => (
              <View key={item.id} className='tr-section'>
                <Text className='tr-section__title'>{item.move.name}</Text>
                {item.sets.map((set, i) => (
                  <View key={i} className='tr-kv'>
                    <Text>{t('training.training.setOf', { n: i + 1, total: item.sets.length })}</Text>
                    <Text>{targetText(item.move.unit, set)} · {t('training.training.rest')} {set.restSec}{t('training.unitShort.s')}</Text>
                  </View>
                ))}
                {item.note && <Text className='tr-muted'>{item.note}</Text>}
              </View>
            ))}
          </View>
        )
      }}
    </RemoteView>
  )
}

export default observer(ProgramDayPage)

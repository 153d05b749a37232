// 力训计划 (one program): what it is, what it needs, its first week; unlocked, it becomes one of the user's plans
// with one tap; locked, it offers the code (unlock) or the goods that sells it.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { ProgramDetail } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage, redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { startProgram } from '@/features/training/api'
import { loadProgramOrFirst } from '@/features/training/program'
import { ProgramCard } from '@/features/training/components/program-card'
import { WeekView } from '@/features/training/components/week-view'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function ProgramPage() {
  usePageTitle('programDetail')
  const params = useRouteParams('pages/action/lixun/detail')
  const remote = useRemote(() => loadProgramOrFirst(params?.id), [params?.id])
  if (!params) return <InvalidLink />
  return <RemoteView remote={remote}>{(program) => <ProgramView program={program} />}</RemoteView>
}

function ProgramView({ program }: { program: ProgramDetail }) {
  const use = useAction(async () => {
    const plan = await startProgram(program.id)
    redirectToPage('pages/train/editPlan', { id: plan.id })
  })
  const week = program.schedule[0]
  return (
    <View className='tr-page' data-testid='program-detail' data-unlocked={program.unlocked ? '1' : '0'}>
      <ProgramCard program={program} onOpen={() => openPage('pages/action/lixun/detailMore', { id: program.id })} />
      <View className='tr-section'>
        <Text className='tr-list-text'>{program.description}</Text>
        {program.tools.length > 0 && <Text className='tr-muted'>{t('training.program.tools')}: {program.tools.map((x) => t(`training.tools.${x}`)).join('、')}</Text>}
      </View>
      {week && (
        <View className='tr-section'>
          <Text className='tr-section__title'>{t('training.program.schedule')}</Text>
          {!program.unlocked && <Text className='tr-muted'>{t('training.program.preview')}</Text>}
          <WeekView week={week} dayAction={(day) => (
            <View className='tr-muted' role='button' onClick={() => openPage('pages/action/lixun/item', { id: program.id, week: week.weekNo, day: day.dayNo })}>›</View>
          )} />
        </View>
      )}
      <View className='tr-bottom'>
        {program.unlocked ? (
          <Button type='primary' loading={use.busy} onClick={() => void use.run()} data-testid='program-use'>{t('training.program.use')}</Button>
        ) : program.access === 'purchase' && program.goodsId ? (
          <Button type='primary' onClick={() => openPage('pages/course/courseDetail', { id: program.goodsId! })}>{t('training.program.buy')}</Button>
        ) : (
          <Button type='primary' onClick={() => openPage('pages/train/unlock', { programId: program.id })}>{t('training.program.unlock')}</Button>
        )}
      </View>
    </View>
  )
}

export default observer(ProgramPage)

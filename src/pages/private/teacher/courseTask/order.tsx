// 学员作业: the answers to one task from the class's learners, waiting ones first; each opens for grading. The
// assignment itself is one tap away (subject).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { dateTimeText } from '@/shared/time'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listGradingSubmissions } from '@/features/coursework/api'
import { StatePill } from '@/features/coursework/components/state-pill'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const Answers = observer(function Answers({ classId, taskId }: { classId: number; taskId: number }) {
  const remote = useRemote(() => listGradingSubmissions(classId, taskId), [classId, taskId])
  useOnReturn(() => { void remote.reload() })
  return (
    <View className='cw-page' data-testid='grading-submissions'>
      <View className='cw-section'>
        <Button size='small' fill='outline' type='primary' data-testid='grading-subject'
          onClick={() => openPage('pages/private/teacher/courseTask/subject', { id: classId, task: taskId })}>
          {t('coursework.grading.subject')}
        </Button>
      </View>
      <RemoteView remote={remote}>
        {(subs) => subs.length === 0 ? <Empty title={t('coursework.grading.emptySubmissions')} /> : <>{subs.map((s) => (
          <View key={s.id} className='cw-row' role='link' data-testid='grading-submission'
            onClick={() => openPage('pages/private/teacher/courseTask/detail', { id: s.id })}>
            <View className='cw-row__main'>
              <Text className='cw-row__title'>{s.learnerName}</Text>
              <Text className='cw-muted'>
                {t('coursework.homework.attempt', { n: s.attempt })} · {t('coursework.homework.submittedAt', { date: dateTimeText(s.submittedAt) })}
              </Text>
            </View>
            <View className='cw-row__side'>
              <StatePill state={s.state} />
              {s.score !== null ? <Text className='cw-score'>{t('coursework.homework.score', { n: s.score })}</Text> : null}
            </View>
          </View>
        ))}</>}
      </RemoteView>
    </View>
  )
})

function GradingOrderPage() {
  usePageTitle('gradingOrder')
  const params = useRouteParams('pages/private/teacher/courseTask/order')
  return params ? <Answers classId={params.id} taskId={params.task} /> : <InvalidLink />
}

export default observer(GradingOrderPage)

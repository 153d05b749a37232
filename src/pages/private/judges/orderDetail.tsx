// 实操评分: a candidate of my sitting (seat, name, the exam) and the scoring form of the exam's rubric; submitted
// once, then locked.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { JudgeScoring } from '@contract/certification/shapes'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { dateTimeText } from '@/shared/time'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getJudgeScoring } from '@/features/judging/api'
import { ScoringForm } from '@/features/judging/components/scoring-form'
import '@/features/judging/components/judging.scss'

registerMessages(certificationMessages)

const Candidate = observer(({ form }: { form: JudgeScoring }) => (
  <View className='judge-card' data-testid='scoring-candidate'>
    <Text className='judge-card__title'>{form.candidate.name}</Text>
    <Text className='judge-card__meta'>{t('certification.judge.seat', { seat: form.candidate.seatNo || '—' })}</Text>
    <Text className='judge-card__meta'>{form.goodsTitle}</Text>
    <Text className='judge-card__meta'>{dateTimeText(form.sitting.startsAt)} · {form.sitting.venueName}</Text>
  </View>
))

const Scoring = observer(({ id }: { id: number }) => {
  const remote = useRemote(() => getJudgeScoring(id), [id])
  return (
    <RemoteView remote={remote}>
      {(form) => (
        <View>
          <Candidate form={form} />
          <ScoringForm key={form.submitted ? 'locked' : 'open'} form={form} onSubmitted={() => { void remote.reload() }} />
        </View>
      )}
    </RemoteView>
  )
})

function JudgesOrderDetailPage() {
  usePageTitle('judgesOrderDetail')
  const id = useRouteParams('pages/private/judges/orderDetail')?.id
  return <View className='judge-page' data-testid='page-judges-order-detail'>{id ? <Scoring id={id} /> : <InvalidLink />}</View>
}

export default observer(JudgesOrderDetailPage)

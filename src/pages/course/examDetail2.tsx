// 考试详情 (the admit card view): the admit card of a registration (photo, seat, venue, time) and, once judged, the
// result; before the card is sent it says when it will be.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getMyRegistration } from '@/features/certification/api'
import { AdmitCardView } from '@/features/certification/components/admit-card'
import { ResultRows } from '@/features/certification/components/sitting-rows'
import { RegistrationPill } from '@/features/certification/components/status-pill'
import '@/features/certification/components/certification.scss'

registerMessages(certificationMessages)

const AdmitCardPanel = observer(({ id }: { id: number }) => {
  const remote = useRemote(() => getMyRegistration(id), [id])
  return (
    <RemoteView remote={remote}>
      {(r) => (
        <View data-testid='exam-admit' data-status={r.status}>
          {r.admitCard
            ? <AdmitCardView card={r.admitCard} goodsTitle={r.goodsTitle} />
            : <Empty title={t('certification.admit.none')} description={t('certification.admit.noneHint')} />}
          <View className='cert-card'>
            <View className='cert-card__body'>
              <Text className='cert-card__heading'>{t('certification.result.title')}</Text>
              <RegistrationPill status={r.status} />
            </View>
            <ResultRows result={r.result} />
          </View>
        </View>
      )}
    </RemoteView>
  )
})

function ExamDetail2Page() {
  usePageTitle('examDetail2')
  const id = useRouteParams('pages/course/examDetail2')?.id
  return <View className='cert-page' data-testid='page-exam-detail2'>{id ? <AdmitCardPanel id={id} /> : <InvalidLink />}</View>
}

export default observer(ExamDetail2Page)

// 考试详情: one registration: its state and what it means, the sitting, the result, and the way to the admit card
// (once sent) and to the certificate (once passed).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getMyRegistration } from '@/features/certification/api'
import { ResultRows, SittingRows } from '@/features/certification/components/sitting-rows'
import { RegistrationPill } from '@/features/certification/components/status-pill'
import '@/features/certification/components/certification.scss'

registerMessages(certificationMessages)

const Detail = observer(({ id }: { id: number }) => {
  const remote = useRemote(() => getMyRegistration(id), [id])
  return (
    <RemoteView remote={remote}>
      {(r) => (
        <View data-testid='exam-detail' data-status={r.status}>
          <View className='cert-card'>
            <Text className='cert-card__title'>{r.goodsTitle}</Text>
            <RegistrationPill status={r.status} />
            <Text className='cert-card__hint'>{t(`certification.detail.hint.${r.status}`)}</Text>
          </View>
          <View className='cert-card'>
            <Text className='cert-card__heading'>{t('certification.detail.sittingTitle')}</Text>
            <SittingRows sitting={r.sitting} />
          </View>
          <View className='cert-card'>
            <Text className='cert-card__heading'>{t('certification.result.title')}</Text>
            <ResultRows result={r.result} />
          </View>
          <View className='cert-actions'>
            {r.admitCard && (
              <Button block type='primary' data-testid='open-admit-card' onClick={() => openPage('pages/course/examDetail2', { id })}>
                {t('certification.detail.admitCard')}
              </Button>
            )}
            {r.certificateNumber && (
              <Button block data-testid='open-certificate' onClick={() => openPage('pages/mine/certificate')}>
                {t('certification.detail.certificate')}
              </Button>
            )}
          </View>
        </View>
      )}
    </RemoteView>
  )
})

function ExaminationDetailPage() {
  usePageTitle('examinationDetail')
  const id = useRouteParams('pages/course/examinationDetail')?.id
  return <View className='cert-page' data-testid='page-examination-detail'>{id ? <Detail id={id} /> : <InvalidLink />}</View>
}

export default observer(ExaminationDetailPage)

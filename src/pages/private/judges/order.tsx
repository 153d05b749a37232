// 考生名单: one sitting I judge and its candidates by seat, each scored or waiting; one opens the scoring form.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getJudgeAssignment } from '@/features/judging/api'
import { AssignmentCard } from '@/features/judging/components/assignment-card'
import { CandidateRow } from '@/features/judging/components/candidate-row'
import '@/features/judging/components/judging.scss'

registerMessages(certificationMessages)

const Candidates = observer(({ id }: { id: number }) => {
  const remote = useRemote(() => getJudgeAssignment(id), [id])
  useOnReturn(() => { void remote.reload() })
  return (
    <RemoteView remote={remote}>
      {(detail) => (
        <View>
          <AssignmentCard item={detail.assignment} link={false} />
          <View className='judge-list'>
            {detail.candidates.length === 0
              ? <Empty title={t('certification.judge.noCandidates')} />
              : detail.candidates.map((c) => <CandidateRow key={c.registrationId} candidate={c} />)}
          </View>
        </View>
      )}
    </RemoteView>
  )
})

function JudgesOrderPage() {
  usePageTitle('judgesOrder')
  const id = useRouteParams('pages/private/judges/order')?.id
  return <View className='judge-page' data-testid='page-judges-order'>{id ? <Candidates id={id} /> : <InvalidLink />}</View>
}

export default observer(JudgesOrderPage)

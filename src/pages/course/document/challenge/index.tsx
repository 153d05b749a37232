// 章节挑战: the challenges of a course's chapters; each opens its rules and leaderboard.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { listPapers } from '@/features/exams/api'
import { PaperCard } from '@/features/exams/components/paper-card'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

const Loaded = observer(function Loaded({ goodsId }: { goodsId: number }) {
  const remote = useRemote(() => listPapers({ goodsId, mode: 'challenge' }), [goodsId])
  useOnReturn(() => { void remote.reload() })
  return (
    <View className='ex-page' data-testid='challenge-list'>
      <RemoteView remote={remote}>
        {(papers) => papers.length
          ? <>{papers.map((p) => <PaperCard key={p.id} paper={p} />)}</>
          : <Empty title={t('exams.challenge.empty')} />}
      </RemoteView>
    </View>
  )
})

function ChallengeIndexPage() {
  usePageTitle('challengeIndex')
  const params = useRouteParams('pages/course/document/challenge/index')
  return params ? <Loaded goodsId={params.id} /> : <InvalidLink />
}

export default observer(ChallengeIndexPage)

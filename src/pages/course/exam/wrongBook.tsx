// 错题本: the learner's wrong answers by knowledge point, and practice in spaced order.
import { observer } from 'mobx-react'
import { examsMessages } from '@/locales/exams'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getWrongBook } from '@/features/exams/api'
import { WrongBook } from '@/features/exams/components/wrong-book'
import '@/features/exams/exams.scss'

registerMessages(examsMessages)

function WrongBookPage() {
  usePageTitle('wrongBook')
  const remote = useRemote(() => getWrongBook(), [])
  return <RemoteView remote={remote}>{(groups) => <WrongBook groups={groups} onChanged={() => void remote.reload()} />}</RemoteView>
}

export default observer(WrongBookPage)

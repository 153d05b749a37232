// 学员档案: for a trainer, the clients (add one by phone) and, with ?id, one client's file: profile, goals,
// injuries, measurements, plans and logs. For anyone else, what their trainer shares with them.
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { session } from '@/shared/session'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getClient, getCoach } from '@/features/training/api'
import { ClientFile, ClientList, CoachPanel } from '@/features/training/components/client-views'

registerMessages(trainingMessages)

const OneClient = observer(function OneClient({ id }: { id: number }) {
  const remote = useRemote(() => getClient(id), [id])
  return <RemoteView remote={remote}>{(client) => <ClientFile key={client.id} initial={client} />}</RemoteView>
})

const MyCoach = observer(function MyCoach() {
  const remote = useRemote(getCoach, [])
  return <RemoteView remote={remote}>{(coach) => <CoachPanel coach={coach} />}</RemoteView>
})

function EditUserPage() {
  usePageTitle('trainClient')
  const params = useRouteParams('pages/train/editUser')
  if (!params) return <InvalidLink />
  const isTrainer = session.userInfo?.roles.includes('trainer') ?? false
  if (!isTrainer) return <MyCoach />
  return params.id ? <OneClient id={params.id} /> : <ClientList />
}

export default observer(EditUserPage)

// 重修: the classes of the same goods my seat (?seatId=) may join again after it ended (retrain policy, docs/classroom.md).
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getRetrainOptions } from '@/features/classroom/api'
import { SeatMove } from '@/features/classroom/components/seat-move'
import './seatMove.scss'

registerMessages(classroomMessages)

const RetrainContent = observer(function RetrainContent({ seatId }: { seatId: number }) {
  const options = useRemote(() => getRetrainOptions(seatId), [seatId])
  return <RemoteView remote={options}>{(data) => <SeatMove kind='retrain' options={data} />}</RemoteView>
})

function RetrainPage() {
  usePageTitle('retrain')
  const params = useRouteParams('pages/course/retrain')
  return <View className='seat-move-page' data-testid='page-retrain'>{params ? <RetrainContent seatId={params.seatId} /> : <InvalidLink />}</View>
}

export default observer(RetrainPage)

// 转班: the classes of the same goods my seat (?seatId=) may move to, with the transfers left.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getTransferOptions } from '@/features/classroom/api'
import { SeatMove } from '@/features/classroom/components/seat-move'
import './seatMove.scss'

registerMessages(classroomMessages)

const TransferContent = observer(function TransferContent({ seatId }: { seatId: number }) {
  const options = useRemote(() => getTransferOptions(seatId), [seatId])
  return <RemoteView remote={options}>{(data) => <SeatMove kind='transfer' options={data} />}</RemoteView>
})

function TransferPage() {
  usePageTitle('transfer')
  const params = useRouteParams('pages/course/transfer')
  return <View className='seat-move-page' data-testid='page-transfer'>{params ? <TransferContent seatId={params.seatId} /> : <InvalidLink />}</View>
}

export default observer(TransferPage)

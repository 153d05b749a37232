// Transfer (转班) or retrain (重修): the classes of the same goods this seat may move to or join again, each with its
// dates and seats left; choosing one asks for confirmation, and the server takes the seat atomically. A transfer
// shows the transfers left (at most 3 per enrolment); with none left it says so and offers nothing.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { TransferOptions, TransferTarget } from '@contract/learning/shapes'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { showToast } from '@/shared/toast'
import { Empty } from '@/shared/ui/empty'
import { useAction } from '@/shared/use-action'
import { retrainSeat, transferSeat } from '../api'
import { classDatesText } from '../class-dates'
import './seat-move.scss'

export type SeatMoveKind = 'transfer' | 'retrain'

function TargetCard({ target, onPick, busy }: { target: TransferTarget; onPick: () => void; busy: boolean }) {
  return (
    <View className='seat-move__target' data-testid='move-target' data-class-id={target.classId}>
      <View className='seat-move__info'>
        <Text className='seat-move__name'>{`${target.name} · ${target.city}`}</Text>
        <Text className='seat-move__line'>{classDatesText(target)}</Text>
        {target.schedule && <Text className='seat-move__line'>{target.schedule}</Text>}
        <Text className='seat-move__seats'>{t('classroom.transfer.seats', { n: target.seatsLeft })}</Text>
      </View>
      <Button size='small' type='primary' disabled={busy} onClick={onPick} data-testid='move-pick'>
        {t('classroom.transfer.choose')}
      </Button>
    </View>
  )
}

function SeatMoveImpl({ kind, options }: { kind: SeatMoveKind; options: TransferOptions }) {
  const { seat, targets, max } = options
  const move = useAction(async (target: TransferTarget) => {
    const text = kind === 'transfer' ? t('classroom.transfer.confirm', { name: target.name }) : t('classroom.retrain.confirm', { name: target.name })
    if (!(await confirmAction({ content: text }))) return
    const moved = kind === 'transfer' ? await transferSeat(seat.seatId, target.classId) : await retrainSeat(seat.seatId, target.classId)
    void showToast(kind === 'transfer' ? t('classroom.transfer.done') : t('classroom.retrain.done'))
    redirectToPage('pages/course/classInfo', { id: moved.classId })
  })
  const noneLeft = kind === 'transfer' && seat.transfersLeft <= 0
  return (
    <View className='seat-move' data-testid={`seat-move-${kind}`}>
      {kind === 'transfer' && (
        <Text className='seat-move__left' data-testid='transfers-left'>{t('classroom.transfer.left', { n: seat.transfersLeft, max })}</Text>
      )}
      {noneLeft && <Empty title={t('classroom.transfer.none')} />}
      {!noneLeft && targets.length === 0 && <Empty title={kind === 'transfer' ? t('classroom.transfer.empty') : t('classroom.retrain.empty')} />}
      {!noneLeft && targets.length > 0 && (
        <>
          <Text className='seat-move__pick'>{kind === 'transfer' ? t('classroom.transfer.pick') : t('classroom.retrain.pick')}</Text>
          {targets.map((target) => <TargetCard key={target.classId} target={target} busy={move.busy} onPick={() => void move.run(target)} />)}
        </>
      )}
    </View>
  )
}

export const SeatMove = observer(SeatMoveImpl)

// Swap a move during a session: its progressions and regressions first, then moves for the same muscle and tool
// (the server's order). The sets and their targets stay; only the move changes.
import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { MoveSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { listMoveAlternatives } from '../api'
import { MoveRow } from './move-row'
import './training.scss'

// Memoised: the training screen re-renders on every logged set, and a closed popup need not.
export const SwapSheet = memo(function SwapSheet({ moveId, onPick, onClose }: { moveId: number | null; onPick: (move: MoveSummary) => void; onClose: () => void }) {
  return (
    <Popup visible={moveId !== null} position='bottom' round closeable onClose={onClose} title={t('training.training.swapTitle')}>
      <View style={{ maxHeight: '70vh', overflowY: 'auto' }} data-testid='swap-sheet'>
        {moveId !== null && <Alternatives moveId={moveId} onPick={onPick} />}
      </View>
    </Popup>
  )
})

function Alternatives({ moveId, onPick }: { moveId: number; onPick: (move: MoveSummary) => void }) {
  const remote = useRemote(() => listMoveAlternatives(moveId), [moveId])
  return (
    <RemoteView remote={remote} isEmpty={(list) => list.length === 0}>
      {(list) => list.map((move) => (
        <MoveRow key={move.id} move={move} onClick={() => onPick(move)}
          trailing={<Text className='tr-muted'>{t('training.training.swap')}</Text>} />
      ))}
    </RemoteView>
  )
}

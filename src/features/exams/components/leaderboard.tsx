// A challenge's leaderboard: rank, name, score and time; the learner's own row marked.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LeaderboardEntry } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'
import { durationText } from '../format'

function LeaderboardImpl({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <View className='ex-section' data-testid='challenge-board'>
      <Text className='ex-section__title'>{t('exams.challenge.leaderboard')}</Text>
      {entries.length === 0 ? <Text className='ex-muted'>{t('exams.challenge.noRanks')}</Text> : null}
      {entries.map((e) => (
        <View key={e.userId} className={`ex-rank ${e.isMe ? 'ex-rank--me' : ''}`} data-testid='challenge-rank'>
          <Text className='ex-rank__no'>{t('exams.challenge.rank', { n: e.rank })}</Text>
          <Text className='ex-rank__name'>{e.isMe ? `${e.name}（${t('exams.challenge.me')}）` : e.name}</Text>
          <Text className='ex-rank__score'>{e.score}</Text>
          <Text className='ex-muted'>{durationText(e.durationSec)}</Text>
        </View>
      ))}
    </View>
  )
}

export const Leaderboard = observer(LeaderboardImpl)

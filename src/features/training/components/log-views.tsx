// The three views of 训练日志: history by day, charts (volume per muscle per week, e1RM trend of a move), and
// personal records per move.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LogDay } from '@contract/training/shapes'
import type { MuscleGroup } from '@contract/training/constants'
import { t } from '@/shared/i18n'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getMoveHistory, listMuscleVolume, listRecords } from '../api'
import { BarChart, TrendChart } from './charts'
import { ChipFilter } from './chip-filter'
import './training.scss'

export function HistoryList({ days }: { days: LogDay[] }) {
  return (
    <View data-testid='log-history'>
      {days.map((day) => (
        <View key={day.date} className='tr-section' data-testid='log-day' data-date={day.date}>
          <View className='tr-row'>
            <Text className='tr-section__title tr-spacer'>{day.date}</Text>
            <Text className='tr-muted'>{t('training.logs.duration', { n: Math.round(day.durationSec / 60) })}</Text>
          </View>
          {day.sessions.map((s) => (
            <View key={s.id} className='tr-kv' data-testid='log-session'>
              <Text>{s.name || t('training.training.freeTitle')}</Text>
              <Text className='tr-muted'>{t('training.logs.sessionSets', { n: s.sets })} · {t('training.logs.volume', { n: Math.round(s.volumeKg) })}</Text>
            </View>
          ))}
          <Text className='tr-muted'>{day.muscles.map((m) => t(`training.muscles.${m}`)).join('、')}</Text>
        </View>
      ))}
    </View>
  )
}

export const ChartsView = observer(function ChartsView() {
  const volume = useRemote(() => listMuscleVolume({ weeks: 8 }), [])
  const records = useRemote(listRecords, [])
  const [muscle, setMuscle] = useState<MuscleGroup | undefined>()
  const [moveId, setMoveId] = useState<number | undefined>()
  const chosenMove = moveId ?? records.data?.find((r) => r.e1rmKg !== null)?.moveId
  const history = useRemote(() => (chosenMove ? getMoveHistory(chosenMove) : Promise.resolve(null)), [chosenMove])
  return (
    <View data-testid='log-charts'>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.logs.volumeByMuscle')}</Text>
        <RemoteView remote={volume} isEmpty={(rows) => rows.length === 0} emptyTitle={t('training.logs.emptyTitle')}>
          {(rows) => {
            const muscles = [...new Set(rows.map((r) => r.muscle))]
            const weeks = [...new Set(rows.map((r) => r.weekStart))].sort()
            const data = weeks.map((w) => ({ label: w.slice(5), value: rows.filter((r) => r.weekStart === w && (!muscle || r.muscle === muscle)).reduce((n, r) => n + r.volumeKg, 0) }))
            return (
              <>
                <ChipFilter options={muscles} value={muscle} onChange={setMuscle} allLabel={t('training.common.all')} label={(m) => t(`training.muscles.${m}`)} />
                <BarChart testId='volume-chart' data={data} summary={data.map((d) => `${d.label} ${Math.round(d.value)}`).join(', ')} />
              </>
            )
          }}
        </RemoteView>
      </View>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.logs.e1rmTrend')}</Text>
        {records.data && (
          <View className='tr-chips' style={{ padding: 0 }}>
            {records.data.filter((r) => r.e1rmKg !== null).map((r) => (
              <View key={r.moveId} className={`tr-chip ${chosenMove === r.moveId ? 'is-active' : ''}`} role='radio' aria-checked={chosenMove === r.moveId}
                onClick={() => setMoveId(r.moveId)}>{r.moveName}</View>
            ))}
          </View>
        )}
        <RemoteView remote={history} isEmpty={(h) => !h || h.points.every((p) => p.e1rmKg === null)} emptyTitle={t('training.logs.emptyTitle')}>
          {(h) => {
            const points = h.points.filter((p) => p.e1rmKg !== null).map((p) => ({ label: p.date.slice(5), value: p.e1rmKg as number }))
            return <TrendChart testId='e1rm-chart' data={points} summary={`${h.move.name}: ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`} />
          }}
        </RemoteView>
      </View>
    </View>
  )
})

export const RecordsView = observer(function RecordsView() {
  const records = useRemote(listRecords, [])
  return (
    <RemoteView remote={records} isEmpty={(r) => r.length === 0} emptyTitle={t('training.logs.emptyTitle')}>
      {(rows) => (
        <View className='tr-section' data-testid='log-records'>
          {rows.map((r) => (
            <View key={r.moveId} className='tr-kv' data-testid='record-row'>
              <Text>{r.moveName}</Text>
              <Text className='tr-muted'>
                {r.e1rmKg !== null ? t('training.move.e1rm', { n: r.e1rmKg }) : ''}
                {r.bestLoadKg !== null ? ` · ${r.bestLoadKg}${t('training.unitShort.kg')}×${r.bestReps ?? '-'}` : ''}
                {r.longestSec !== null ? ` · ${r.longestSec}${t('training.unitShort.s')}` : ''}
                {r.longestM !== null ? ` · ${r.longestM}${t('training.unitShort.m')}` : ''}
                {r.e1rmKg === null && r.bestReps !== null && r.bestLoadKg === null ? `${r.bestReps}${t('training.unitShort.reps')}` : ''}
              </Text>
            </View>
          ))}
        </View>
      )}
    </RemoteView>
  )
})

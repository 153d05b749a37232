// What a finished session earned: new records and achievements, with the ways on (log, share).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { FinishResult } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { openPage, redirectToPage } from '@/shared/navigation'
import './training.scss'
import { achievementIcon } from '../achievement-icon'

export function FinishSummary({ result }: { result: FinishResult }) {
  const s = result.session
  return (
    <View className='tr-page' data-testid='finish-summary'>
      <View className='tr-hero'>
        <Text className='tr-hero__title'>{t('training.training.finishedTitle')}</Text>
        <Text className='tr-hero__sub'>{s.name} · {t('training.logs.sessionSets', { n: s.sets })} · {t('training.logs.volume', { n: Math.round(s.volumeKg) })}</Text>
      </View>
      {result.records.length > 0 && (
        <View className='tr-section' data-testid='finish-records'>
          <Text className='tr-section__title'>{t('training.training.newRecords')}</Text>
          {result.records.map((r) => (
            <View key={r.moveId} className='tr-item'>
              <Text>{r.moveName}</Text>
              <Text className='tr-muted'>{r.e1rmKg !== null ? t('training.move.e1rm', { n: r.e1rmKg }) : ''}</Text>
            </View>
          ))}
        </View>
      )}
      {result.earned.length > 0 && (
        <View className='tr-section' data-testid='finish-achievements'>
          <Text className='tr-section__title'>{t('training.training.newAchievements')}</Text>
          {result.earned.map((a) => (
            <View key={a.code} className='tr-item' role='button' onClick={() => openPage('pages/train/achieveDetail', { code: a.code })}>
              <Text>{achievementIcon(a.icon)} {a.name}</Text>
              <Text className='tr-muted'>{a.description}</Text>
            </View>
          ))}
        </View>
      )}
      <View className='tr-bottom'>
        <Button onClick={() => openPage('pages/train/share', { sessionId: s.id })}>{t('training.share.poster')}</Button>
        <Button type='primary' onClick={() => redirectToPage('pages/train/logs')} data-testid='see-log'>{t('training.training.seeLog')}</Button>
      </View>
    </View>
  )
}

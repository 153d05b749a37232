// 成就: trophies computed on the server from the logs (counts, volume, streaks, records, time), some with levels,
// hidden ones shown only once earned.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { listAchievements } from '@/features/training/api'
import '@/features/training/components/training.scss'
import { achievementIcon } from '@/features/training/achievement-icon'

registerMessages(trainingMessages)

function AchievePage() {
  usePageTitle('trainAchieve')
  const board = useRemote(listAchievements, [])
  useOnReturn(() => { void board.reload() })
  return (
    <RemoteView remote={board}>
      {(b) => {
        const earned = b.achievements.filter((a) => a.level > 0)
        return (
          <View className='tr-page' data-testid='achieve' data-earned={earned.length}>
            <View className='tr-hero'>
              <Text className='tr-hero__title'>{t('training.achieve.earned')} {earned.length}/{b.achievements.length + b.hiddenLeft}</Text>
              {b.hiddenLeft > 0 && <Text className='tr-hero__sub'>{t('training.achieve.hiddenLeft', { n: b.hiddenLeft })}</Text>}
            </View>
            <View className='tr-achieve' style={{ margin: '12px' }}>
              {b.achievements.map((a) => (
                <View key={a.code} className={`tr-achieve__item ${a.level > 0 ? '' : 'is-locked'}`} role='button' data-testid='achievement'
                  data-code={a.code} data-earned={a.level > 0 ? '1' : '0'} onClick={() => openPage('pages/train/achieveDetail', { code: a.code })}>
                  <Text className='tr-achieve__icon' aria-hidden>{achievementIcon(a.icon)}</Text>
                  <Text>{a.name}</Text>
                  <Text className='tr-muted' style={{ display: 'block' }}>
                    {a.levels.length > 1 ? t('training.achieve.levelOf', { level: a.level, max: a.levels.length }) : a.level > 0 ? t('training.achieve.earned') : t('training.achieve.locked')}
                  </Text>
                </View>
              ))}
            </View>
          </View>
        )
      }}
    </RemoteView>
  )
}

export default observer(AchievePage)

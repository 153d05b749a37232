// 成就详情: one achievement: what it counts, its levels and when each was reached, progress to the next, and a
// poster to share once earned. Without a code it shows the first achievement on the board.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Achievement } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { dateText } from '@/shared/time'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getAchievement, listAchievements } from '@/features/training/api'
import '@/features/training/components/training.scss'
import { achievementIcon } from '@/features/training/achievement-icon'

registerMessages(trainingMessages)

async function loadAchievement(code: string | undefined): Promise<Achievement | null> {
  if (code) return getAchievement(code)
  return (await listAchievements()).achievements[0] ?? null
}

function AchieveDetailPage() {
  usePageTitle('trainAchieveDetail')
  const params = useRouteParams('pages/train/achieveDetail')
  const remote = useRemote(() => loadAchievement(params?.code), [params?.code])
  if (!params) return <InvalidLink />
  return (
    <RemoteView remote={remote}>
      {(a) => {
        const next = a.levels.find((l) => !l.earnedAt)
        return (
          <View className='tr-page' data-testid='achieve-detail' data-code={a.code}>
            <View className='tr-hero' style={{ textAlign: 'center' }}>
              <Text style={{ fontSize: '48px', display: 'block' }} aria-hidden>{achievementIcon(a.icon)}</Text>
              <Text className='tr-hero__title'>{a.name}</Text>
              <Text className='tr-hero__sub'>{a.description}</Text>
              <Text className='tr-hero__sub'>{t(`training.achievementKinds.${a.kind}`)} · {t('training.achieve.progress', { n: a.progress })}</Text>
            </View>
            <View className='tr-section'>
              {a.levels.map((l) => (
                <View key={l.level} className='tr-kv' data-testid='achieve-level'>
                  <Text>{t('training.achieve.levelOf', { level: l.level, max: a.levels.length })} · {l.threshold}</Text>
                  <Text className='tr-muted'>{l.earnedAt ? t('training.achieve.earnedAt', { date: dateText(l.earnedAt) }) : t('training.achieve.locked')}</Text>
                </View>
              ))}
              {next && <Text className='tr-muted'>{t('training.achieve.nextLevel', { n: next.threshold })}</Text>}
            </View>
            {a.level > 0 && (
              <View className='tr-bottom'>
                <Button type='primary' onClick={() => openPage('pages/train/share', { achievement: a.code })}>{t('training.achieve.share')}</Button>
              </View>
            )}
          </View>
        )
      }}
    </RemoteView>
  )
}

export default observer(AchieveDetailPage)

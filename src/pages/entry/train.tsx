// Tab 私教宝: the way into the trainer tool. Kept light (main package): a session left on this device to resume,
// the latest plan to start, this week in numbers, and the tool's areas. Everything else lives in the pages/train
// and pages/action subpackages, loaded when opened.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { observer } from 'mobx-react'
import { addChinaDays, chinaDate } from '@contract/china-time'
import { t, type PlainKey } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import type { RoutePath } from '@/shared/routes'
import { session } from '@/shared/session'
import { Empty } from '@/shared/ui/empty'
import { useRemote } from '@/shared/use-remote'
import { listLogDays, listPlans } from '@/features/training/api'
import { ACTIVE_WORKOUT_KEY, PENDING_SETS_KEY } from '@/features/training/storage-keys'
import './train.scss'

type Entry = { key: PlainKey; route: RoutePath; mark: string; trainer?: boolean; client?: boolean }
const ENTRIES: Entry[] = [
  { key: 'trainTab.entries.library', route: 'pages/action/group/index', mark: '动' },
  { key: 'trainTab.entries.programs', route: 'pages/action/lixun/index', mark: '力' },
  { key: 'trainTab.entries.planner', route: 'pages/train/customized', mark: '10' },
  { key: 'trainTab.entries.plans', route: 'pages/train/plan', mark: '计' },
  { key: 'trainTab.entries.logs', route: 'pages/train/logs', mark: '志' },
  { key: 'trainTab.entries.achieve', route: 'pages/train/achieve', mark: '奖' },
  { key: 'trainTab.entries.liked', route: 'pages/train/likePlan', mark: '♥' },
  { key: 'trainTab.entries.clients', route: 'pages/train/editUser', mark: '员', trainer: true },
  { key: 'trainTab.entries.time', route: 'pages/train/time', mark: '约' }
]

/** Monday of this week in China time. */
function mondayOf(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return addChinaDays(today, -weekday)
}

function deviceCount(key: string): number {
  try {
    const value = Taro.getStorageSync(key) as unknown
    return Array.isArray(value) ? value.length : value ? 1 : 0
  } catch {
    return 0
  }
}

function TrainPage() {
  usePageTitle('train')
  const signedIn = session.isLoggedIn
  const [device, setDevice] = useState({ active: 0, pending: 0 })
  useDidShow(() => setDevice({ active: deviceCount(ACTIVE_WORKOUT_KEY), pending: deviceCount(PENDING_SETS_KEY) }))
  const plan = useRemote(() => (signedIn ? listPlans({ page: 1, size: 1 }).then((p) => p.list[0] ?? null) : Promise.resolve(null)), [signedIn])
  const week = useRemote(() => {
    if (!signedIn) return Promise.resolve([])
    const today = chinaDate(new Date())
    return listLogDays({ from: mondayOf(today), to: today })
  }, [signedIn])

  if (!signedIn) {
    return (
      <View className='tab-page train-tab' data-testid='tab-train'>
        <Empty title={t('trainTab.signIn')} description={t('trainTab.signInDesc')} actionText={t('trainTab.login')} onAction={openLogin} />
      </View>
    )
  }
  const isTrainer = session.userInfo?.roles.includes('trainer') ?? false
  const sessions = (week.data ?? []).reduce((n, d) => n + d.sessions.length, 0)
  const volume = Math.round((week.data ?? []).reduce((n, d) => n + d.volumeKg, 0))
  return (
    <View className='tab-page train-tab' data-testid='tab-train'>
      <View className='train-tab__hero'>
        <Text className='train-tab__label'>{t('trainTab.today')}</Text>
        <Text className='train-tab__title' data-testid='train-tab-plan'>
          {device.active ? t('trainTab.resume') : plan.data ? plan.data.name : plan.loading ? ' ' : t('trainTab.noPlan')}
        </Text>
        <Text className='train-tab__sub'>{t('trainTab.week', { sessions, volume })}</Text>
        {device.pending > 0 && <Text className='train-tab__sub'>{t('trainTab.unsynced', { n: device.pending })}</Text>}
        <Button className='train-tab__start' type='default' onClick={() => openPage(plan.data || device.active ? 'pages/train/training' : 'pages/train/customized')}
          data-testid='train-tab-start'>{device.active ? t('trainTab.resume') : plan.data ? t('trainTab.start') : t('trainTab.entries.planner')}</Button>
      </View>
      {!plan.data && !plan.loading && !device.active && <Text className='train-tab__hint'>{t('trainTab.noPlanDesc')}</Text>}
      <View className='train-tab__grid'>
        {ENTRIES.filter((e) => !e.trainer || isTrainer).map((e) => (
          <View key={e.route} className='train-tab__entry' role='button' onClick={() => openPage(e.route)} data-testid='train-entry'>
            <Text className='train-tab__mark' aria-hidden>{e.mark}</Text>
            <Text>{t(e.route === 'pages/train/time' && !isTrainer ? 'trainTab.entries.coach' : e.key)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export default observer(TrainPage)

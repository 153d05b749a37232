// The achievements 私教宝 awards, computed from the logs: counts, volume, streaks, records and time, some with
// levels, some hidden until earned. Thresholds are in the measure's unit (sessions, kg, weeks, records, minutes).
import type { AchievementKind } from '@contract/training/constants'

export interface AchievementDef {
  code: string
  kind: AchievementKind
  name: string
  description: string
  icon: string
  hidden: boolean
  thresholds: number[]
  measure: keyof Stats
}

export interface Stats {
  sessions: number
  volumeKg: number
  bestWeekStreak: number
  records: number
  minutes: number
  earlySessions: number
  biggestSessionKg: number
  lateSessions: number
}

export const ACHIEVEMENTS: AchievementDef[] = [
  { code: 'sessions', kind: 'count', name: '训练达人', description: '完成训练的次数', icon: 'medal', hidden: false, thresholds: [1, 10, 50, 100, 365], measure: 'sessions' },
  { code: 'volume', kind: 'volume', name: '千斤之力', description: '累计训练容量（公斤）', icon: 'weight', hidden: false, thresholds: [1000, 10000, 100000, 1000000], measure: 'volumeKg' },
  { code: 'streak', kind: 'streak', name: '坚持不懈', description: '连续每周都有训练的最长周数', icon: 'fire', hidden: false, thresholds: [2, 4, 8, 12, 26], measure: 'bestWeekStreak' },
  { code: 'records', kind: 'pr', name: '突破自我', description: '打破个人纪录的次数', icon: 'trophy', hidden: false, thresholds: [1, 10, 50], measure: 'records' },
  { code: 'minutes', kind: 'time', name: '时间的朋友', description: '累计训练时长（分钟）', icon: 'clock', hidden: false, thresholds: [60, 600, 3000, 6000], measure: 'minutes' },
  { code: 'early_bird', kind: 'count', name: '早起的鸟儿', description: '早上6点前开始训练', icon: 'sunrise', hidden: true, thresholds: [1], measure: 'earlySessions' },
  { code: 'night_owl', kind: 'count', name: '夜猫子', description: '晚上10点后开始训练', icon: 'moon', hidden: true, thresholds: [1], measure: 'lateSessions' },
  { code: 'iron_day', kind: 'volume', name: '钢铁之日', description: '一次训练容量达到一万公斤', icon: 'anvil', hidden: true, thresholds: [10000], measure: 'biggestSessionKg' }
]

export const levelOf = (def: AchievementDef, value: number) => def.thresholds.filter((t) => value >= t).length

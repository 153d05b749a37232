// Demo strength programs (力训计划): one free, one unlocked by code (demo code LVDONG2026), one by purchase (the
// demo catalog's goods PROGRAM_GOODS_SLUG, at that goods' price: buying it unlocks the program).
import { eq } from 'drizzle-orm'
import type { AdminProgramDayInput } from '../../../types/training/admin-shapes'
import type { Db } from '../../src/db'
import { goods, trainingPrograms, trainingUnlockBatches, trainingUnlockCodes } from '../../src/db/schema'
import type { MoveIds } from './library'

export const DEMO_UNLOCK_CODE = 'LVDONG2026'
export const PROGRAM_GOODS_SLUG = 'hypertrophy-split-program'

const set = (reps: number | null, load: number | null, loadMode: 'fixed' | 'percent_1rm' | 'rir' = 'fixed', restSec = 120, durationSec: number | null = null) =>
  ({ reps, loadMode, load, durationSec, distanceM: null, restSec })

function day(ids: MoveIds, name: string, main: [string, ReturnType<typeof set>[]][]): AdminProgramDayInput {
  return {
    name, restDay: false,
    modules: [
      { kind: 'warmup', name: '热身', items: [{ moveId: ids.get('猫牛式')!, sets: [set(null, null, 'fixed', 15, 60)] }, { moveId: ids.get('世界上最伟大拉伸')!, sets: [set(null, null, 'fixed', 15, 60)] }] },
      { kind: 'main', name: '主训练', items: main.map(([n, sets]) => ({ moveId: ids.get(n)!, sets })) },
      { kind: 'cooldown', name: '放松', items: [{ moveId: ids.get('婴儿式')!, sets: [set(null, null, 'fixed', 0, 60)] }] }
    ]
  }
}

const rest = (): AdminProgramDayInput => ({ name: '休息', restDay: true, modules: [] })
const times = <T>(n: number, f: () => T) => Array.from({ length: n }, f)

export async function insertPrograms(db: Db, ids: MoveIds, now: Date): Promise<void> {
  const fiveByFive = (pct: number) => [
    day(ids, 'A 深蹲日', [['杠铃深蹲', times(5, () => set(5, pct, 'percent_1rm', 180))], ['杠铃卧推', times(5, () => set(5, pct, 'percent_1rm', 180))], ['杠铃划船', times(5, () => set(5, pct, 'percent_1rm', 150))]]),
    rest(),
    day(ids, 'B 硬拉日', [['杠铃深蹲', times(5, () => set(5, pct, 'percent_1rm', 180))], ['站姿杠铃推举', times(5, () => set(5, pct, 'percent_1rm', 180))], ['传统硬拉', [set(5, pct + 5, 'percent_1rm', 240)]]]),
    rest(),
    day(ids, 'A 深蹲日', [['杠铃深蹲', times(5, () => set(5, pct, 'percent_1rm', 180))], ['杠铃卧推', times(5, () => set(5, pct, 'percent_1rm', 180))], ['杠铃划船', times(5, () => set(5, pct, 'percent_1rm', 150))]]),
    rest(), rest()
  ]
  const home = [
    day(ids, '全身 A', [['标准俯卧撑', times(3, () => set(12, 2, 'rir', 60))], ['徒手深蹲', times(3, () => set(15, 2, 'rir', 60))], ['澳式引体', times(3, () => set(10, 2, 'rir', 60))], ['平板支撑', times(3, () => set(null, null, 'fixed', 45, 40))]]),
    rest(),
    day(ids, '全身 B', [['上斜俯卧撑', times(3, () => set(15, 2, 'rir', 60))], ['弓步蹲', times(3, () => set(12, 2, 'rir', 60))], ['臀桥', times(3, () => set(15, 2, 'rir', 60))], ['死虫', times(3, () => set(10, null, 'fixed', 45))]]),
    rest(),
    day(ids, '全身 C', [['钻石俯卧撑', times(3, () => set(8, 2, 'rir', 60))], ['单腿臀桥', times(3, () => set(12, 2, 'rir', 60))], ['超人式', times(3, () => set(12, null, 'fixed', 45))], ['登山跑', times(3, () => set(null, null, 'fixed', 30, 30))]]),
    rest(), rest()
  ]
  const hypertrophy = [
    day(ids, '上肢推', [['哑铃卧推', times(4, () => set(10, 60, 'fixed', 90))], ['坐姿哑铃推举', times(3, () => set(10, 14, 'fixed', 90))], ['绳索下压', times(3, () => set(12, 20, 'fixed', 60))]]),
    day(ids, '上肢拉', [['高位下拉', times(4, () => set(10, 45, 'fixed', 90))], ['单臂哑铃划船', times(3, () => set(10, 20, 'fixed', 90))], ['哑铃弯举', times(3, () => set(12, 10, 'fixed', 60))]]),
    rest(),
    day(ids, '下肢', [['杠铃深蹲', times(4, () => set(8, 70, 'fixed', 120))], ['罗马尼亚硬拉', times(3, () => set(10, 60, 'fixed', 120))], ['站姿提踵', times(3, () => set(15, null, 'fixed', 60))]]),
    rest(), rest(), rest()
  ]
  // A database whose catalog was seeded before this goods existed has none: the program then stays locked.
  const [sold] = await db.select({ id: goods.id, priceFen: goods.priceFen }).from(goods).where(eq(goods.slug, PROGRAM_GOODS_SLUG)).limit(1)
  const rows = await db.insert(trainingPrograms).values([
    { title: '居家徒手入门 4 周', subtitle: '无需器械，每周三练', description: '适合刚开始训练的朋友：每周三次全身训练，用俯卧撑、深蹲和核心动作打好基础。\n每个动作留 2 次余力（RIR 2）。', level: 1, access: 'free' as const, published: true, sort: 30, schedule: { weeks: times(4, () => ({ days: home })) }, createdAt: now, updatedAt: now },
    { title: '经典 5×5 力量 8 周', subtitle: '杠铃三大项，按 1RM 百分比递进', description: '每周三练，A/B 两天交替。第 1-4 周 75% 1RM，第 5-8 周 80% 1RM。\n兑换码解锁（演示码 LVDONG2026）。', level: 3, access: 'code' as const, published: true, sort: 20, schedule: { weeks: [...times(4, () => ({ days: fiveByFive(75) })), ...times(4, () => ({ days: fiveByFive(80) }))] }, createdAt: now, updatedAt: now },
    { title: '增肌分化 6 周', subtitle: '推拉腿，每周三练', description: '上肢推、上肢拉、下肢分化训练，中等重量 8-12 次。购买后解锁。', level: 2, access: 'purchase' as const, goodsId: sold?.id ?? null, priceFen: sold?.priceFen ?? 9900, published: true, sort: 10, schedule: { weeks: times(6, () => ({ days: hypertrophy })) }, createdAt: now, updatedAt: now }
  ]).returning({ id: trainingPrograms.id })
  const [batch] = await db.insert(trainingUnlockBatches).values({ programId: rows[1].id, count: 1, createdAt: now }).returning({ id: trainingUnlockBatches.id })
  await db.insert(trainingUnlockCodes).values({ code: DEMO_UNLOCK_CODE, batchId: batch.id, programId: rows[1].id, createdAt: now })
}

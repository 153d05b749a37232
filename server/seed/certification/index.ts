// Demo certification: rules and rubrics of the demo exams; the demo learner (13800000001) registered for five
// sittings (passed with a certificate, admit card sent, pending review, approved, cancelled by a refund); the demo
// judge (13800000007) assigned to the past CPR sitting (scored) and the trainer assessment (candidates to score); a
// revoked and an expired certificate for the public check. Only while no registration exists.
import { count } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { findUserByPhone, upsertUserByPhone } from '../../src/contexts/identity/seeding'
import { certificates, examRegistrations, examRules, judgeAssignments, rubricItems } from '../../src/db/schema'
import { CANDIDATES, DEMO_CERTIFICATES, EXAM_RULES, LEARNER_REGISTRATIONS } from './content'
import { catalogRefs, sittingOf, type Refs } from './refs'
import { seedCandidate } from './rows'

export { DEMO_CERTIFICATES } from './content'

const DAY_MS = 24 * 60 * 60 * 1000

async function seedRules(tx: Db, goodsIds: Map<string, number>): Promise<Map<string, number[]>> {
  const itemIds = new Map<string, number[]>()
  for (const { rubric, goods, ...values } of EXAM_RULES) {
    const goodsId = goodsIds.get(goods)
    if (!goodsId) continue
    await tx.insert(examRules).values({ goodsId, ...values, passPercent: 60 }).onConflictDoNothing()
    const rows = await tx.insert(rubricItems).values(rubric.map(([title, maxScore], sort) => ({ goodsId, title, maxScore, sort })))
      .returning({ id: rubricItems.id })
    itemIds.set(goods, rows.map((r) => r.id))
  }
  return itemIds
}

async function seedCandidates(tx: Db, refs: Refs, learner: { id: number; name: string }): Promise<void> {
  for (const [i, reg] of LEARNER_REGISTRATIONS.entries()) {
    const certificate = reg.status === 'passed' ? { number: DEMO_CERTIFICATES.learner, holderName: learner.name } : undefined
    await seedCandidate(tx, refs, { userId: learner.id, n: i + 1, ...reg, certificate })
  }
  for (const [i, c] of CANDIDATES.entries()) {
    const user = await upsertUserByPhone(tx, { phone: c.phone, name: c.name })
    const certificate = c.name === '王芳' ? { number: DEMO_CERTIFICATES.revoked, holderName: c.name, revokeReason: '证书信息与本人身份不符，经核实后撤销' } : undefined
    await seedCandidate(tx, refs, { userId: user.id, n: 10 + i, ...c, city: '北京', status: 'admit_card_sent', certificate })
  }
}

/** 李强's earlier CPR certificate, issued three years ago and valid for two. */
async function seedExpired(tx: Db, refs: Refs): Promise<void> {
  const holder = await findUserByPhone(tx, CANDIDATES[1].phone)
  const goodsId = refs.goodsIds.get('cpr-aed-exam')
  if (!holder || !goodsId) return
  await tx.insert(certificates).values({
    number: DEMO_CERTIFICATES.expired, userId: holder.id, goodsId, holderName: holder.name, courseTitle: 'CPR+AED急救技能',
    hours: 8, score: 86, total: 100, issuedAt: new Date(refs.now.getTime() - 3 * 365 * DAY_MS),
    expiresAt: new Date(refs.now.getTime() - 365 * DAY_MS)
  })
}

/** Does nothing when registrations exist. True when it added the demo. */
export async function seedDemoCertification(tx: Db, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(examRegistrations)
  if ((existing?.n ?? 0) > 0) return false
  const learner = await findUserByPhone(tx, '13800000001')
  const judge = await findUserByPhone(tx, '13800000007')
  const { goodsIds, sittings } = await catalogRefs(tx)
  if (!learner || !judge || sittings.length === 0) return false
  const refs: Refs = { now, goodsIds, sittings, rubric: await seedRules(tx, goodsIds), judgeId: judge.id }
  await seedCandidates(tx, refs, learner)
  await seedExpired(tx, refs)
  for (const [slug, startIn] of [['cpr-aed-exam', -10], ['personal-trainer-assessment', 18]] as const) {
    const sitting = sittingOf(refs, slug, '北京', startIn)
    if (sitting) await tx.insert(judgeAssignments).values({ judgeId: judge.id, examSessionId: sitting.id }).onConflictDoNothing()
  }
  return true
}

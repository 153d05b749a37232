// One demo candidate of a sitting: a paid (or refunded) order as checkout would leave it, the registration in the
// wanted state and, when scores are given, the demo judge's practical score, the result and the certificate of a pass.
import { randomUUID } from 'node:crypto'
import type { RegistrationStatus } from '@contract/certification/constants'
import type { Db } from '../../src/db'
import { certificates, examRegistrations, orders, practicalScores, userGoods } from '../../src/db/schema'
import { EXAM_RULES } from './content'
import { sittingOf, type Refs } from './refs'

const DAY_MS = 24 * 60 * 60 * 1000
const PASS_PERCENT = 60
const WITH_ADMIT_CARD: RegistrationStatus[] = ['admit_card_sent', 'exam_ended', 'passed', 'failed']

export interface CandidateSeed {
  userId: number
  n: number
  goods: string
  city: string
  startIn: number
  status: RegistrationStatus
  seatNo?: string
  scores?: readonly number[]
  certificate?: { number: string; holderName: string; revokeReason?: string }
}

async function paidOrder(tx: Db, c: CandidateSeed, refs: Refs, sitting: NonNullable<ReturnType<typeof sittingOf>>) {
  const paidAt = new Date(Math.min(refs.now.getTime(), sitting.startsAt.getTime()) - 20 * DAY_MS)
  const stamp = new Date(paidAt.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14)
  const refunded = c.status === 'cancelled'
  const [order] = await tx.insert(orders).values({
    orderNo: `${stamp}0090${String(c.n).padStart(2, '0')}`, userId: c.userId, clientRequestId: randomUUID(), goodsId: sitting.goodsId,
    goodsKind: 'exam', goodsTitle: sitting.title, goodsCover: sitting.cover, examSessionId: sitting.id, totalFen: sitting.priceFen,
    amountDueFen: sitting.priceFen, status: refunded ? 'refunded' : 'paid', payDeadline: paidAt, paidAt, paymentMethod: 'sandbox',
    createdAt: paidAt
  }).returning({ id: orders.id })
  await tx.insert(userGoods).values({ userId: c.userId, goodsId: sitting.goodsId, orderId: order!.id, grantedAt: paidAt, revokedAt: refunded ? refs.now : null })
  return { orderId: order!.id, paidAt }
}

export async function seedCandidate(tx: Db, refs: Refs, c: CandidateSeed): Promise<number | undefined> {
  const sitting = sittingOf(refs, c.goods, c.city, c.startIn)
  const items = refs.rubric.get(c.goods)
  if (!sitting || !items) return undefined
  const { orderId, paidAt } = await paidOrder(tx, c, refs, sitting)
  const rules = EXAM_RULES.find((r) => r.goods === c.goods)!
  const total = rules.rubric.reduce((sum, [, max]) => sum + max, 0)
  const practical = c.scores?.reduce((sum, s) => sum + s, 0) ?? null
  const passed = practical !== null && practical * 100 >= total * PASS_PERCENT
  const status: RegistrationStatus = practical === null ? c.status : passed ? 'passed' : 'failed'
  const examEnd = new Date(sitting.startsAt.getTime() + rules.durationMinutes * 60_000)
  const [reg] = await tx.insert(examRegistrations).values({
    userId: c.userId, orderId, goodsId: sitting.goodsId, examSessionId: sitting.id, status, seatNo: c.seatNo ?? null,
    practicalScore: practical, score: practical, total: practical === null ? null : total,
    admitSentAt: WITH_ADMIT_CARD.includes(status) ? new Date(sitting.startsAt.getTime() - 7 * DAY_MS) : null,
    resultAt: practical === null ? null : examEnd, createdAt: paidAt, updatedAt: paidAt
  }).returning({ id: examRegistrations.id })
  if (practical !== null && c.scores) {
    await tx.insert(practicalScores).values({
      registrationId: reg!.id, judgeId: refs.judgeId, items: items.map((itemId, i) => ({ itemId, score: c.scores![i] ?? 0 })),
      total: practical, submittedAt: examEnd
    })
  }
  if (passed && c.certificate) {
    const expiresAt = new Date(examEnd.getTime())
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + rules.validMonths)
    await tx.insert(certificates).values({
      number: c.certificate.number, userId: c.userId, registrationId: reg!.id, goodsId: sitting.goodsId,
      holderName: c.certificate.holderName, courseTitle: rules.courseTitle, hours: rules.hours, score: practical!, total,
      issuedAt: examEnd, expiresAt, status: c.certificate.revokeReason ? 'revoked' : 'valid',
      revokedAt: c.certificate.revokeReason ? refs.now : null, revokeReason: c.certificate.revokeReason ?? ''
    })
  }
  return reg!.id
}

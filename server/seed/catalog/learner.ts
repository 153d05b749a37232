// The demo learner's wallet: coupons in every state, a points account with its ledger, and one owned course.
import type { Db } from '../../src/db'
import { pointsAccounts, pointsLedger, userCoupons, userGoods } from '../../src/db/schema'
import { LEARNER_COUPONS, LEARNER_OWNS, LEARNER_POINTS } from './coupons'

export const DEMO_LEARNER_PHONE = '13800000001'
const DAY_MS = 24 * 60 * 60 * 1000

export interface WalletRefs {
  goodsIds: Map<string, number>
  templateIds: Map<string, number>
  now: Date
}

export async function seedLearnerWallet(tx: Db, userId: number, refs: WalletRefs): Promise<void> {
  const at = (days: number) => new Date(refs.now.getTime() + days * DAY_MS)
  const coupons = LEARNER_COUPONS.filter((c) => refs.templateIds.has(c.template))
  if (coupons.length > 0) {
    await tx.insert(userCoupons).values(coupons.map((c) => ({
      userId, templateId: refs.templateIds.get(c.template)!, state: c.state, validUntil: at(c.validIn),
      receivedAt: at(c.receivedIn), usedAt: c.state === 'used' ? at(c.receivedIn + 5) : null
    }))).onConflictDoNothing()
  }
  const balance = LEARNER_POINTS.reduce((sum, e) => sum + e.change, 0)
  const earned = LEARNER_POINTS.filter((e) => e.change > 0).reduce((sum, e) => sum + e.change, 0)
  const inserted = await tx.insert(pointsAccounts)
    .values({ userId, balance, totalEarned: earned, totalRedeemed: earned - balance })
    .onConflictDoNothing().returning({ userId: pointsAccounts.userId })
  if (inserted.length > 0) {
    await tx.insert(pointsLedger).values(LEARNER_POINTS.map((e) => ({
      userId, change: e.change, reason: e.reason, note: e.note, orderNo: null, createdAt: at(-e.daysAgo)
    })))
  }
  await tx.insert(userGoods).values(LEARNER_OWNS.map((slug) => ({ userId, goodsId: refs.goodsIds.get(slug)!, grantedAt: at(-40) })))
}

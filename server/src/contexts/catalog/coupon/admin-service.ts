// The back office's coupons: templates (list, one, create, edit), issuing one coupon per user by phone from the
// stock under the same rules as receiving by link (one per user per template, stock taken by a conditional
// UPDATE), and who holds the template's coupons. Every write is audited in its own transaction.
import crypto from 'node:crypto'
import type { AdminCouponTemplate, AdminUserCoupon, CouponIssueResult } from '@contract/catalog/coupons-admin-shapes'
import type { CouponState, CouponType } from '@contract/catalog/constants'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { isUniqueViolation } from '../../../db/errors'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import * as repo from './admin-repo'
import type { TemplateBody } from './admin-schemas'
import { goodsTitles, insertHeldCoupon, takeStock } from './repo'
import { effectiveState, receivedValidUntil } from './validity'
import { usersByPhones } from '../../identity'

const missing = () => userError('NOT_FOUND', '优惠券不存在')

/** Types worth a fixed thing (a course, a whole order) carry no value: the database requires 0. */
const VALUELESS: readonly CouponType[] = ['course_redeem', 'free_order']

type Joined = NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>

async function toTemplates(db: Db, rows: Joined[]): Promise<AdminCouponTemplate[]> {
  const titles = await goodsTitles(db, [...new Set(rows.flatMap((r) => r.template.scopeGoodsIds))])
  return rows.map(({ template: t, used }) => ({
    id: t.id,
    title: t.title,
    type: t.type,
    value: t.value,
    minSpendFen: t.minSpendFen,
    scopeGoodsIds: t.scopeGoodsIds,
    scope: t.scopeGoodsIds.map((id) => ({ id, title: titles.get(id) ?? '' })),
    validDays: t.validDays,
    validUntil: t.validUntil?.toISOString() ?? null,
    stockTotal: t.stockTotal,
    stockLeft: t.stockLeft,
    issued: t.stockTotal - t.stockLeft,
    used,
    shareCode: t.shareCode,
    source: t.source,
    createdAt: t.createdAt.toISOString()
  }))
}

export async function listTemplates(db: Db, filter: { keyword?: string; type?: CouponType }, page: PageQueryInput): Promise<Paged<AdminCouponTemplate>> {
  const { rows, total } = await repo.listTemplates(db, filter, page)
  return { list: await toTemplates(db, rows), total, page: page.page, size: page.size }
}

export async function getTemplate(db: Db, id: number): Promise<AdminCouponTemplate> {
  const row = await repo.findTemplate(db, id)
  if (!row) throw missing()
  const [template] = await toTemplates(db, [row])
  return template
}

/** The body's checks that need the database (goods exist, share code free), then the row's values. */
async function valuesOf(db: Db, body: TemplateBody, exceptId?: number): Promise<repo.TemplateValues> {
  const scope = [...new Set(body.scopeGoodsIds)]
  const known = await repo.existingGoodsIds(db, scope)
  const unknown = scope.filter((id) => !known.has(id))
  if (unknown.length > 0) throw userError('VALIDATION', `适用商品不存在：${unknown.map((id) => `#${id}`).join('、')}`)
  if (body.shareCode && (await repo.shareCodeTaken(db, body.shareCode, exceptId))) {
    throw userError('COUPON_CODE_TAKEN', `领取码${body.shareCode}已被其他优惠券使用`, 'shareCode')
  }
  return {
    title: body.title,
    type: body.type,
    value: VALUELESS.includes(body.type) ? 0 : body.value,
    minSpendFen: body.minSpendFen,
    scopeGoodsIds: scope,
    validDays: body.validDays ?? null,
    // Valid through the whole China day chosen.
    validUntil: body.validUntil ? new Date(`${body.validUntil}T23:59:59.999+08:00`) : null,
    stockTotal: body.stockTotal,
    shareCode: body.shareCode ?? null,
    source: body.source
  }
}

/** The share code was free when checked but another template took it meanwhile (its unique index says so). */
async function codeRace<T>(shareCode: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (shareCode && isUniqueViolation(err)) throw userError('COUPON_CODE_TAKEN', `领取码${shareCode}已被其他优惠券使用`, 'shareCode')
    throw err
  }
}

export async function createTemplate(db: Db, actor: AuditActor, body: TemplateBody): Promise<AdminCouponTemplate> {
  const values = await valuesOf(db, body)
  const row = await codeRace(values.shareCode, () => db.transaction(async (tx) => {
    const created = await repo.insertTemplate(tx, `admin-${crypto.randomUUID()}`, values)
    await recordAudit(tx, actor, {
      action: 'coupon.create', resource: 'coupon', resourceId: created.id,
      summary: `新建优惠券「${created.title}」，共${created.stockTotal}张`, after: created,
      coded: { code: 'coupon.create', params: { title: created.title, count: created.stockTotal } }
    })
    return created
  }))
  return getTemplate(db, row.id)
}

export async function updateTemplate(db: Db, actor: AuditActor, id: number, body: TemplateBody): Promise<AdminCouponTemplate> {
  const values = await valuesOf(db, body, id)
  await codeRace(values.shareCode, () => db.transaction(async (tx) => {
    const before = await repo.findTemplate(tx, id)
    if (!before) throw missing()
    const after = await repo.updateTemplate(tx, id, values)
    if (!after) {
      const issued = before.template.stockTotal - before.template.stockLeft
      throw userError('COUPON_STOCK_BELOW_ISSUED', `发放总量不能少于已发放的${issued}张`, 'stockTotal')
    }
    await recordAudit(tx, actor, {
      action: 'coupon.update', resource: 'coupon', resourceId: id,
      summary: `修改优惠券「${after.title}」`, before: before.template, after,
      coded: { code: 'coupon.update', params: { title: after.title } }
    })
  }))
  return getTemplate(db, id)
}

/**
 * One coupon per user by phone. Users who hold one already are counted and skipped before any stock is taken;
 * then for each of the others the stock is taken first and the coupon inserted, and a user who received one by
 * link meanwhile gets the stock back. One audit entry for the whole batch.
 */
export async function issueCoupons(db: Db, actor: AuditActor, id: number, phones: string[], now: Date): Promise<CouponIssueResult> {
  const { template } = (await repo.findTemplate(db, id)) ?? {}
  if (!template) throw missing()
  if (template.validUntil !== null && template.validUntil.getTime() <= now.getTime()) throw userError('COUPON_ENDED', '该优惠券已过截止日期，不能再发放')
  const wanted = [...new Set(phones)]
  const found = await usersByPhones(db, wanted)
  const unknownPhones = wanted.filter((p) => !found.some((u) => u.phone === p))
  return db.transaction(async (tx) => {
    const had = await repo.holders(tx, id, found.map((u) => u.id))
    const result: CouponIssueResult = { issued: 0, alreadyHad: had.size, unknownPhones, soldOut: 0 }
    const validUntil = receivedValidUntil(template, now)
    for (const user of found.filter((u) => !had.has(u.id))) {
      if (!(await takeStock(tx, id))) { result.soldOut += 1; continue }
      if (await insertHeldCoupon(tx, user.id, id, validUntil)) { result.issued += 1; continue }
      await repo.returnStock(tx, id)
      result.alreadyHad += 1
    }
    await recordAudit(tx, actor, {
      action: 'coupon.issue', resource: 'coupon', resourceId: id,
      summary: `发放优惠券「${template.title}」：发放${result.issued}张，已持有${result.alreadyHad}人，未注册${unknownPhones.length}个，库存不足${result.soldOut}人`,
      coded: {
        code: 'coupon.issue',
        params: { title: template.title, issued: result.issued, alreadyHad: result.alreadyHad, unknown: unknownPhones.length, soldOut: result.soldOut }
      },
      before: { stockLeft: template.stockLeft },
      after: { ...result, phones: wanted }
    })
    return result
  })
}

export async function listUsage(db: Db, id: number, state: CouponState | undefined, page: PageQueryInput, now: Date): Promise<Paged<AdminUserCoupon>> {
  if (!(await repo.findTemplate(db, id))) throw missing()
  const { rows, total } = await repo.listUsage(db, id, state, page, now)
  const list = rows.map(({ coupon: c, userPhone, userName }) => ({
    id: c.id,
    userId: c.userId,
    userPhone,
    userName,
    state: effectiveState(c.state, c.validUntil, now),
    validUntil: c.validUntil.toISOString(),
    receivedAt: c.receivedAt.toISOString(),
    usedAt: c.usedAt?.toISOString() ?? null,
    orderId: c.orderId
  }))
  return { list, total, page: page.page, size: page.size }
}

// The back office's goods: list, detail, create, edit, publish (now or scheduled), unpublish. Each write runs in
// one transaction with its audit row (recordAudit), so a change and its record commit together.
import { randomBytes } from 'node:crypto'
import type { AdminGoodsDetail, AdminGoodsSummary } from '@contract/catalog/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { allOf } from '../../../db/parallel'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import { sanitizeRichText } from '../agreements/sanitize-html'
import { goodsNotFound } from '../goods/service'
import * as classRepo from './class-repo'
import * as repo from './repo'
import type { GoodsInput, goodsListQuery } from './schemas'
import { goodsSnapshot, toDetail, toSummary } from './views'

const ALL = { offset: 0, limit: 1000 }

export async function listGoods(db: Db, query: z.output<typeof goodsListQuery>, now: Date): Promise<Paged<AdminGoodsSummary>> {
  const { page, size, keyword, kind, state } = query
  const { rows, total } = await repo.listGoods(db, { keyword: keyword || undefined, kind, state }, { offset: offsetOf(query), limit: size }, now)
  return { list: rows.map((r) => toSummary(r, now)), total, page, size }
}

async function detailOf(db: Db, row: repo.GoodsRow, now: Date): Promise<AdminGoodsDetail> {
  const [bundleItemIds, agreementIds, classes, sessions] = await allOf(db,
    () => repo.bundleItemIdsOf(db, row.id),
    () => repo.agreementIdsOf(db, row.id),
    () => classRepo.listClasses(db, row.id, ALL),
    () => classRepo.listSessions(db, row.id, ALL)
  )
  return toDetail({ row, bundleItemIds, agreementIds, classes: classes.rows, sessions: sessions.rows }, now)
}

export async function getGoods(db: Db, id: number, now: Date): Promise<AdminGoodsDetail> {
  const row = await repo.findGoods(db, id)
  if (!row) throw goodsNotFound()
  return detailOf(db, row, now)
}

/** The row's values from the input: rich text sanitised here, on every write, like the agreements. */
function valuesOf(input: GoodsInput): repo.GoodsValues {
  const { bundleItemIds: _items, agreementIds: _agreements, descriptionHtml, targetAudienceHtml, ...rest } = input
  return { ...rest, descriptionHtml: sanitizeRichText(descriptionHtml), targetAudienceHtml: sanitizeRichText(targetAudienceHtml) }
}

async function checkLinks(tx: Db, input: GoodsInput, selfId: number | null): Promise<void> {
  if ((await repo.countBundleable(tx, input.bundleItemIds, selfId)) !== input.bundleItemIds.length) {
    throw userError('BUNDLE_ITEM_INVALID', '套餐内容只能是已有的课程、考试或讲座，不能是套餐或自身')
  }
  if ((await repo.countGoodsAgreements(tx, input.agreementIds)) !== input.agreementIds.length) {
    throw userError('AGREEMENT_INVALID', '所选购买协议不存在，请刷新后重新选择')
  }
  if (selfId !== null && input.kind === 'bundle' && (await repo.isInABundle(tx, selfId))) {
    throw userError('BUNDLE_ITEM_INVALID', '该商品已被其他套餐包含，不能改为套餐')
  }
}

async function saveLinks(tx: Db, id: number, input: GoodsInput): Promise<void> {
  await repo.replaceBundleItems(tx, id, input.kind === 'bundle' ? input.bundleItemIds : [])
  await repo.replaceAgreements(tx, id, input.agreementIds)
}

/** A stable name nobody chose: the kind and random letters (operators never type slugs). */
const newSlug = (kind: string) => `${kind}-${randomBytes(5).toString('hex')}`

export async function createGoods(db: Db, actor: AuditActor, input: GoodsInput, now: Date): Promise<AdminGoodsDetail> {
  return db.transaction(async (tx) => {
    await checkLinks(tx, input, null)
    let row: repo.GoodsRow | undefined
    for (let attempt = 0; !row && attempt < 5; attempt++) row = await repo.insertGoods(tx, newSlug(input.kind), valuesOf(input))
    if (!row) throw new Error('could not draw a free goods slug')
    await saveLinks(tx, row.id, input)
    const links = { bundleItemIds: input.kind === 'bundle' ? input.bundleItemIds : [], agreementIds: input.agreementIds }
    await recordAudit(tx, actor, {
      action: 'goods.create', resource: 'goods', resourceId: row.id, summary: `新建商品「${row.title}」`,
      coded: { code: 'goods.create', params: { title: row.title } },
      after: goodsSnapshot(row, links)
    })
    return detailOf(tx, row, now)
  })
}

export async function updateGoods(db: Db, actor: AuditActor, id: number, input: GoodsInput, now: Date): Promise<AdminGoodsDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.findGoods(tx, id)
    if (!before) throw goodsNotFound()
    await checkLinks(tx, input, id)
    const beforeLinks = { bundleItemIds: await repo.bundleItemIdsOf(tx, id), agreementIds: await repo.agreementIdsOf(tx, id) }
    const row = await repo.updateGoods(tx, id, valuesOf(input))
    if (!row) throw goodsNotFound()
    await saveLinks(tx, id, input)
    const links = { bundleItemIds: input.kind === 'bundle' ? input.bundleItemIds : [], agreementIds: input.agreementIds }
    await recordAudit(tx, actor, {
      action: 'goods.update', resource: 'goods', resourceId: id, summary: `修改商品「${row.title}」`,
      coded: { code: 'goods.update', params: { title: row.title } },
      before: goodsSnapshot(before, beforeLinks), after: goodsSnapshot(row, links)
    })
    return detailOf(tx, row, now)
  })
}

const CHINA = { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short', hour12: false } as const

export async function publishGoods(db: Db, actor: AuditActor, id: number, publishAtText: string | undefined, now: Date): Promise<AdminGoodsDetail> {
  const publishAt = publishAtText ? new Date(publishAtText) : null
  if (publishAt && publishAt <= now) throw userError('PUBLISH_AT_PAST', '定时上架时间应晚于当前时间', 'publishAt')
  return db.transaction(async (tx) => {
    const before = await repo.findGoods(tx, id)
    if (!before) throw goodsNotFound()
    const row = await repo.publishGoods(tx, id, publishAt, now)
    if (!row) throw userError('CONFLICT', '商品已在售，无需重复上架')
    const summary = publishAt
      ? `商品「${row.title}」定时上架：${publishAt.toLocaleString('zh-CN', CHINA)}`
      : `商品「${row.title}」上架`
    await recordAudit(tx, actor, {
      action: 'goods.publish', resource: 'goods', resourceId: id, summary,
      coded: publishAt
        ? { code: 'goods.schedule', params: { title: row.title, at: publishAt.toISOString() } }
        : { code: 'goods.publish', params: { title: row.title } },
      before: { onSale: before.onSale, publishAt: before.publishAt?.toISOString() ?? null },
      after: { onSale: row.onSale, publishAt: row.publishAt?.toISOString() ?? null }
    })
    return detailOf(tx, row, now)
  })
}

export async function unpublishGoods(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminGoodsDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.findGoods(tx, id)
    if (!before) throw goodsNotFound()
    const row = await repo.unpublishGoods(tx, id)
    if (!row) throw userError('CONFLICT', '商品已下架')
    await recordAudit(tx, actor, {
      action: 'goods.unpublish', resource: 'goods', resourceId: id, summary: `商品「${row.title}」下架`,
      coded: { code: 'goods.unpublish', params: { title: row.title } },
      before: { onSale: before.onSale, publishAt: before.publishAt?.toISOString() ?? null },
      after: { onSale: row.onSale, publishAt: null }
    })
    return detailOf(tx, row, now)
  })
}

// The catalog as the app reads it: the paged goods list (kind, city, keyword), the cities that have classes or
// exam sessions, and one goods with its classes, sessions, bundle items (owned ones marked for the signed-in
// buyer) and agreements. Class and session states are derived here from the stored facts and the clock.
import type {
  BundleItem, ExamSession, GoodsClass, GoodsDetail, GoodsSummary, goodsListQuery
} from '@contract/catalog/schemas'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { classStatus, sessionStatus } from './availability'
import { findGoodsDetail, type ClassJson, type GoodsDetailRow, type SessionJson } from './detail-repo'
import * as repo from './repo'
import { findHolding } from './holding'

export type GoodsListRequest = z.output<typeof goodsListQuery>

export const goodsNotFound = () => userError('NOT_FOUND', '商品不存在')

export function toSummary(row: repo.SummaryRow): GoodsSummary {
  const { id, title, subtitle, cover, priceFen, originalPriceFen, tags, soldCount, cities } = row
  return { id, kind: row.kind, title, subtitle, cover, priceFen, originalPriceFen, cities, tags, soldCount }
}

export function toClass(c: ClassJson, now: Date): GoodsClass {
  const { id, name, city, startDate, endDate, days, schedule, capacity, seatsLeft, transfersAllowed } = c
  return { id, name, city, startDate, endDate, days, schedule, capacity, seatsLeft, transfersAllowed, status: classStatus(c, now) }
}

export function toSession(s: SessionJson, now: Date): ExamSession {
  const startsAt = new Date(s.startsAt)
  return {
    id: s.id,
    startsAt: startsAt.toISOString(),
    city: s.city,
    venueName: s.venueName,
    venueAddress: s.venueAddress,
    seatsLeft: s.seatsLeft,
    status: sessionStatus({ status: s.status, startsAt, seatsLeft: s.seatsLeft }, now)
  }
}

export function toDetail(row: GoodsDetailRow, now: Date): Omit<GoodsDetail, 'held'> {
  return {
    ...toSummary(row),
    description: row.descriptionHtml,
    targetAudience: row.targetAudienceHtml,
    discounts: row.discounts,
    agreements: row.agreements,
    classes: row.classes.map((c) => toClass(c, now)),
    examSessions: row.examSessions.map((s) => toSession(s, now)),
    bundleItems: row.bundleItems.map((i): BundleItem => ({ ...i, kind: i.kind })),
    ships: row.ships,
    onSale: row.onSale,
    saleStartsAt: row.saleStartsAt ? new Date(row.saleStartsAt).toISOString() : null
  }
}

export async function listGoods(db: Db, query: GoodsListRequest, now: Date): Promise<Paged<GoodsSummary>> {
  const filter = { kind: query.kind, city: query.city || undefined, keyword: query.keyword || undefined }
  const { rows, total } = await repo.listGoods(db, filter, { offset: offsetOf(query), limit: query.size }, now)
  return { list: rows.map(toSummary), total, page: query.page, size: query.size }
}

export function listCities(db: Db, now: Date): Promise<string[]> {
  return repo.listCities(db, now)
}

export function listHotTerms(db: Db, now: Date): Promise<string[]> {
  return repo.listHotTerms(db, now)
}

/** One goods, also when off sale (its page says so); a signed-out buyer (null) owns nothing. */
export async function getGoods(db: Db, id: number, userId: number | null, now: Date): Promise<GoodsDetail> {
  const row = await findGoodsDetail(db, id, userId, now)
  if (!row) throw goodsNotFound()
  const held = userId === null ? undefined : await findHolding(db, userId, id)
  return { ...toDetail(row, now), held: held ?? null }
}

/** The first `limit` goods on sale in the list's own order (sort, then newest): the home page's recommendations. */
export async function listOnSaleGoods(db: Db, limit: number, now: Date): Promise<GoodsSummary[]> {
  return (await listGoods(db, { page: 1, size: limit }, now)).list
}

/** True when a goods with this id exists, on sale or not (a banner may lead to it; its page says when it is off sale). */
export function goodsExists(db: Db, id: number): Promise<boolean> {
  return repo.goodsExists(db, id)
}

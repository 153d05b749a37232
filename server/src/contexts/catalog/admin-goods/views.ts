// Rows → the back office's shapes. Class and session states are derived the same way the app sees them
// (goods/availability.ts), so the console shows what a learner meets today.
import type { AdminClass, AdminExamSession, AdminGoodsDetail, AdminGoodsSummary } from '@contract/catalog/admin-shapes'
import { classStatus, sessionStatus } from '../goods/availability'
import type { ClassRow, SessionRow } from './class-repo'
import { saleState, type GoodsRow } from './repo'

export function toClass(row: ClassRow, now: Date): AdminClass {
  const { id, goodsId, name, city, startDate, endDate, days, schedule, capacity, seatsLeft, transfersAllowed } = row
  return {
    id, goodsId, name, city, startDate, endDate, days, schedule, capacity, seatsLeft, transfersAllowed,
    seatsTaken: capacity - seatsLeft,
    status: classStatus(row, now),
    createdAt: row.createdAt.toISOString()
  }
}

export function toSession(row: SessionRow, now: Date): AdminExamSession {
  const { id, goodsId, city, venueName, venueAddress, capacity, seatsLeft } = row
  return {
    id, goodsId, city, venueName, venueAddress, capacity, seatsLeft,
    startsAt: row.startsAt.toISOString(),
    seatsTaken: capacity - seatsLeft,
    status: sessionStatus(row, now),
    closedByStaff: row.status === 'closed',
    createdAt: row.createdAt.toISOString()
  }
}

type SummaryBase = Omit<AdminGoodsSummary, 'classCount' | 'sessionCount'>

function summaryBase(row: GoodsRow, now: Date): SummaryBase {
  const { id, slug, kind, title, cover, priceFen, originalPriceFen, soldCount, sort } = row
  return {
    id, slug, kind, title, cover, priceFen, originalPriceFen, soldCount, sort,
    state: saleState(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString()
  }
}

export function toSummary(r: { row: GoodsRow; classCount: number; sessionCount: number }, now: Date): AdminGoodsSummary {
  return { ...summaryBase(r.row, now), classCount: r.classCount, sessionCount: r.sessionCount }
}

export interface DetailParts {
  row: GoodsRow
  bundleItemIds: number[]
  agreementIds: number[]
  classes: ClassRow[]
  sessions: SessionRow[]
}

export function toDetail(parts: DetailParts, now: Date): AdminGoodsDetail {
  const { row } = parts
  return {
    ...summaryBase(row, now),
    subtitle: row.subtitle,
    descriptionHtml: row.descriptionHtml,
    targetAudienceHtml: row.targetAudienceHtml,
    tags: row.tags,
    discounts: row.discounts,
    ships: row.ships,
    onSale: row.onSale,
    bundleItemIds: parts.bundleItemIds,
    agreementIds: parts.agreementIds,
    classes: parts.classes.map((c) => toClass(c, now)),
    examSessions: parts.sessions.map((s) => toSession(s, now)),
    createdAt: row.createdAt.toISOString()
  }
}

/** The audit snapshot of a goods: its editable fields and sale state (no derived lists). */
export function goodsSnapshot(row: GoodsRow, extra: { bundleItemIds?: number[]; agreementIds?: number[] } = {}) {
  const { id, slug, kind, title, subtitle, cover, priceFen, originalPriceFen, descriptionHtml, targetAudienceHtml, tags, discounts, ships, sort, onSale } = row
  return {
    id, slug, kind, title, subtitle, cover, priceFen, originalPriceFen, descriptionHtml, targetAudienceHtml, tags, discounts, ships, sort, onSale,
    publishAt: row.publishAt?.toISOString() ?? null,
    ...extra
  }
}

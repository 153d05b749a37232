// The back office's classes and exam sessions of a goods: list, one, add, edit (capacity never below the seats
// already taken), stop or reopen sign-up. Every write is audited in its own transaction.
import type { AdminClass, AdminExamSession } from '@contract/catalog/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import { goodsNotFound } from '../goods/service'
import * as repo from './class-repo'
import { findGoods } from './repo'
import type { ClassInput, SessionInput } from './schemas'
import { toClass, toSession } from './views'

const classNotFound = () => userError('CLASS_NOT_FOUND', '班级不存在')
const sessionNotFound = () => userError('SESSION_NOT_FOUND', '考试场次不存在')
const belowTaken = (taken: number) => userError('CAPACITY_BELOW_TAKEN', `名额不能少于已报名的${taken}人`, 'capacity')

async function requireGoods(db: Db, goodsId: number) {
  const goods = await findGoods(db, goodsId)
  if (!goods) throw goodsNotFound()
  return goods
}

const classSnapshot = (r: repo.ClassRow) => ({ ...r, createdAt: r.createdAt.toISOString() })
const sessionSnapshot = (r: repo.SessionRow) => ({ ...r, startsAt: r.startsAt.toISOString(), createdAt: r.createdAt.toISOString() })

export async function listClasses(db: Db, goodsId: number, query: PageQueryInput, now: Date): Promise<Paged<AdminClass>> {
  await requireGoods(db, goodsId)
  const { rows, total } = await repo.listClasses(db, goodsId, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => toClass(r, now)), total, page: query.page, size: query.size }
}

export async function getClass(db: Db, id: number, now: Date): Promise<AdminClass> {
  const row = await repo.findClass(db, id)
  if (!row) throw classNotFound()
  return toClass(row, now)
}

export async function createClass(db: Db, actor: AuditActor, goodsId: number, input: ClassInput, now: Date): Promise<AdminClass> {
  return db.transaction(async (tx) => {
    const goods = await requireGoods(tx, goodsId)
    const row = await repo.insertClass(tx, goodsId, input)
    await recordAudit(tx, actor, {
      action: 'class.create', resource: 'class', resourceId: row.id, summary: `商品「${goods.title}」新增班级「${row.name}」`,
      coded: { code: 'class.create', params: { title: goods.title, name: row.name } },
      after: classSnapshot(row)
    })
    return toClass(row, now)
  })
}

export async function updateClass(db: Db, actor: AuditActor, id: number, input: ClassInput, now: Date): Promise<AdminClass> {
  return db.transaction(async (tx) => {
    const before = await repo.findClass(tx, id)
    if (!before) throw classNotFound()
    const row = await repo.updateClass(tx, id, input)
    if (!row) {
      const current = await repo.findClass(tx, id)
      throw current ? belowTaken(current.capacity - current.seatsLeft) : classNotFound()
    }
    await recordAudit(tx, actor, {
      action: 'class.update', resource: 'class', resourceId: id, summary: `修改班级「${row.name}」`, coded: { code: 'class.update', params: { name: row.name } },
      before: classSnapshot(before), after: classSnapshot(row)
    })
    return toClass(row, now)
  })
}

export async function setClassStatus(db: Db, actor: AuditActor, id: number, status: 'upcoming' | 'off_sale', now: Date): Promise<AdminClass> {
  return db.transaction(async (tx) => {
    const before = await repo.findClass(tx, id)
    if (!before) throw classNotFound()
    // An ended class takes no sign-ups whatever its flag: stopping or reopening it would change nothing.
    if (toClass(before, now).status === 'ended') throw userError('CLASS_ENDED', `班级「${before.name}」已结课，无需停止或恢复报名`)
    const offSale = status === 'off_sale'
    const row = await repo.setClassOffSale(tx, id, offSale)
    if (!row) throw userError('CONFLICT', offSale ? '班级已停止报名' : '班级未停止报名，无需恢复')
    const action = offSale ? 'class.stop' : 'class.reopen'
    await recordAudit(tx, actor, {
      action, resource: 'class', resourceId: id, summary: `${offSale ? '停止' : '恢复'}班级「${row.name}」报名`,
      coded: { code: action, params: { name: row.name } },
      before: { status: before.status }, after: { status: row.status }
    })
    return toClass(row, now)
  })
}

export async function listSessions(db: Db, goodsId: number, query: PageQueryInput, now: Date): Promise<Paged<AdminExamSession>> {
  await requireGoods(db, goodsId)
  const { rows, total } = await repo.listSessions(db, goodsId, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => toSession(r, now)), total, page: query.page, size: query.size }
}

export async function getSession(db: Db, id: number, now: Date): Promise<AdminExamSession> {
  const row = await repo.findSession(db, id)
  if (!row) throw sessionNotFound()
  return toSession(row, now)
}

export async function createSession(db: Db, actor: AuditActor, goodsId: number, input: SessionInput, now: Date): Promise<AdminExamSession> {
  return db.transaction(async (tx) => {
    const goods = await requireGoods(tx, goodsId)
    const row = await repo.insertSession(tx, goodsId, input)
    await recordAudit(tx, actor, {
      action: 'session.create', resource: 'exam_session', resourceId: row.id,
      summary: `商品「${goods.title}」新增考试场次（${row.city} ${row.venueName}）`,
      coded: { code: 'session.create', params: { title: goods.title, city: row.city, venue: row.venueName } }, after: sessionSnapshot(row)
    })
    return toSession(row, now)
  })
}

export async function updateSession(db: Db, actor: AuditActor, id: number, input: SessionInput, now: Date): Promise<AdminExamSession> {
  return db.transaction(async (tx) => {
    const before = await repo.findSession(tx, id)
    if (!before) throw sessionNotFound()
    const row = await repo.updateSession(tx, id, input)
    if (!row) {
      const current = await repo.findSession(tx, id)
      throw current ? belowTaken(current.capacity - current.seatsLeft) : sessionNotFound()
    }
    await recordAudit(tx, actor, {
      action: 'session.update', resource: 'exam_session', resourceId: id, summary: `修改考试场次（${row.city} ${row.venueName}）`,
      coded: { code: 'session.update', params: { city: row.city, venue: row.venueName } },
      before: sessionSnapshot(before), after: sessionSnapshot(row)
    })
    return toSession(row, now)
  })
}

export async function setSessionStatus(db: Db, actor: AuditActor, id: number, status: 'open' | 'closed', now: Date): Promise<AdminExamSession> {
  return db.transaction(async (tx) => {
    const before = await repo.findSession(tx, id)
    if (!before) throw sessionNotFound()
    const closed = status === 'closed'
    const row = await repo.setSessionClosed(tx, id, closed)
    if (!row) throw userError('CONFLICT', closed ? '该场次已关闭报名' : '该场次未关闭报名，无需重新开放')
    const action = closed ? 'session.close' : 'session.reopen'
    await recordAudit(tx, actor, {
      action, resource: 'exam_session', resourceId: id, summary: `${closed ? '关闭' : '重新开放'}考试场次（${row.city} ${row.venueName}）报名`,
      coded: { code: action, params: { city: row.city, venue: row.venueName } },
      before: { status: before.status }, after: { status: row.status }
    })
    return toSession(row, now)
  })
}

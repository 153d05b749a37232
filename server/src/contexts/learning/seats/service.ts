// Seat moves: transfer and retrain, by the learner or by staff on their behalf. Each is one transaction: the seat
// row locked, the old seat ended with a conditional UPDATE, the target class's seat taken by the catalog's
// conditional UPDATE (the last seat goes to exactly one), the order moved to the new class (so a refund gives back
// the right seat), the move recorded and audited.
import type { CurrentUser } from '@contract/identity/shapes'
import type { MySeat, TransferOptions, TransferTarget } from '@contract/learning/shapes'
import { userError } from '../../../http/errors'
import type { Db } from '../../../db'
import { chinaDate, classSelectable, releaseSeat, takeSeat } from '../../catalog'
import { moveOrderClass } from '../../commerce'
import { recordAudit } from '../../system'
import { syncSeats } from './enrolment'
import { retrainOpen, toMySeat, transfersAllowed } from './policy'
import * as repo from './repo'

export interface SeatDeps {
  db: Db
  now: () => Date
}

const seatNotFound = () => userError('NOT_FOUND', '名额不存在')

type Found = NonNullable<Awaited<ReturnType<typeof repo.findSeat>>>

async function loadSeat(deps: SeatDeps, seatId: number, ownerId: number | null): Promise<Found> {
  if (ownerId !== null) await syncSeats(deps.db, { userId: ownerId }, deps.now())
  const found = await repo.findSeat(deps.db, seatId, ownerId)
  if (!found) throw seatNotFound()
  return found
}

async function mySeatOf(deps: SeatDeps, found: Found): Promise<MySeat> {
  const retrained = await repo.hasRetrained(deps.db, found.seat.id)
  return toMySeat(found.seat, found.cls, retrainOpen(found.seat, found.cls, chinaDate(deps.now()), retrained))
}

export async function getMySeat(deps: SeatDeps, userId: number, seatId: number): Promise<MySeat> {
  return mySeatOf(deps, await loadSeat(deps, seatId, userId))
}

function toTarget(c: Awaited<ReturnType<typeof repo.candidateClasses>>[number]): TransferTarget {
  return { classId: c.id, name: c.name, city: c.city, startDate: c.startDate, endDate: c.endDate, schedule: c.schedule, seatsLeft: c.seatsLeft }
}

export async function transferOptions(deps: SeatDeps, userId: number, seatId: number, kind: 'transfer' | 'retrain'): Promise<TransferOptions> {
  const found = await loadSeat(deps, seatId, userId)
  const seat = await mySeatOf(deps, found)
  const today = chinaDate(deps.now())
  const open = kind === 'transfer' ? seat.status === 'active' && seat.transfersLeft > 0 : seat.canRetrain
  const after = kind === 'retrain' ? found.cls.endDate : undefined
  const candidates = open ? await repo.candidateClasses(deps.db, found.seat.goodsId, found.seat.classId, today, after) : []
  const now = deps.now()
  const targets = candidates.filter((c) => classSelectable({ ...c, status: c.storedStatus }, now)).map(toTarget)
  return { seat, max: transfersAllowed(found.cls), targets }
}

export interface MoveRequest {
  seatId: number
  /** The learner's own id (owner in the WHERE), or null when staff act on any seat. */
  ownerId: number | null
  targetClassId: number
  actor: Pick<CurrentUser, 'id' | 'name' | 'phone'>
  reason: string
}

async function checkTarget(tx: Db, seat: repo.SeatRow, targetClassId: number, now: Date, after?: string) {
  const target = await repo.findClass(tx, targetClassId)
  const sameGoods = target && target.goodsId === seat.goodsId && target.id !== seat.classId
  if (!target || !sameGoods || (after !== undefined && target.startDate <= after)) {
    throw userError('TRANSFER_TARGET_INVALID', '不能转入该班级，请选择同一课程尚未结课的其他班级', 'targetClassId')
  }
  if (!classSelectable({ ...target, status: target.storedStatus }, now)) {
    throw userError('SEAT_TAKEN', '该班级已满员或已停止报名，请选择其他班级', 'targetClassId')
  }
  if (await repo.hasActiveSeat(tx, seat.userId, target.id)) {
    throw userError('TRANSFER_TARGET_INVALID', '你已在该班级中', 'targetClassId')
  }
  return target
}

/** Transfer: refused with TRANSFER_LIMIT after 3 (or the class's limit), SEAT_TAKEN when the last seat went. */
export async function transferSeat(deps: SeatDeps, req: MoveRequest): Promise<MySeat> {
  const now = deps.now()
  await loadSeat(deps, req.seatId, req.ownerId)
  const moved = await deps.db.transaction(async (tx) => {
    const seat = await repo.lockSeat(tx, req.seatId)
    if (!seat || (req.ownerId !== null && seat.userId !== req.ownerId)) throw seatNotFound()
    const from = await repo.findClass(tx, seat.classId)
    if (seat.status !== 'active') throw userError('SEAT_NOT_ACTIVE', '该名额已转出或已退出')
    const allowed = transfersAllowed(from!)
    if (seat.transfersUsed >= allowed) throw userError('TRANSFER_LIMIT', `转班次数已用完（每次报名最多${allowed}次）`)
    const target = await checkTarget(tx, seat, req.targetClassId, now)
    if (!(await repo.endSeatForTransfer(tx, seat.id, allowed, now))) throw userError('TRANSFER_LIMIT', '转班次数已用完')
    await takeSeat(tx, { classId: target.id })
    await releaseSeat(tx, { classId: seat.classId })
    const next = await repo.insertSeat(tx, {
      userId: seat.userId, classId: target.id, goodsId: seat.goodsId, orderId: seat.orderId, source: 'transfer',
      transfersUsed: seat.transfersUsed + 1, previousSeatId: seat.id, createdAt: now
    })
    if (seat.orderId !== null) await moveOrderClass(tx, seat.orderId, seat.classId, { classId: target.id, className: target.name })
    await recordMove(tx, 'transfer', seat, next, req, from!.name, target.name, now)
    return next
  })
  return getSeatAfterMove(deps, moved.id)
}

/** Retrain: join a later class of the same goods again (policy.ts); the class's seat taken atomically. */
export async function retrainSeat(deps: SeatDeps, req: MoveRequest): Promise<MySeat> {
  const now = deps.now()
  const today = chinaDate(now)
  await loadSeat(deps, req.seatId, req.ownerId)
  const created = await deps.db.transaction(async (tx) => {
    const seat = await repo.lockSeat(tx, req.seatId)
    if (!seat || (req.ownerId !== null && seat.userId !== req.ownerId)) throw seatNotFound()
    const from = (await repo.findClass(tx, seat.classId))!
    if (!retrainOpen(seat, from, today, await repo.hasRetrained(tx, seat.id))) {
      throw userError('RETRAIN_NOT_ALLOWED', '重训需在班级结课后一年内申请，每次报名可重训一次')
    }
    const target = await checkTarget(tx, seat, req.targetClassId, now, from.endDate)
    await takeSeat(tx, { classId: target.id })
    const next = await repo.insertSeat(tx, {
      userId: seat.userId, classId: target.id, goodsId: seat.goodsId, orderId: seat.orderId, source: 'retrain',
      transfersUsed: seat.transfersUsed, previousSeatId: seat.id, createdAt: now
    })
    await recordMove(tx, 'retrain', seat, next, req, from.name, target.name, now)
    return next
  })
  return getSeatAfterMove(deps, created.id)
}

async function recordMove(
  tx: Db, kind: 'transfer' | 'retrain', from: repo.SeatRow, to: repo.SeatRow, req: MoveRequest, fromName: string, toName: string, now: Date
) {
  await repo.insertMove(tx, {
    kind, userId: from.userId, fromSeatId: from.id, toSeatId: to.id, fromClassId: from.classId, toClassId: to.classId,
    byUserId: req.actor.id, reason: req.reason, createdAt: now
  })
  const verb = kind === 'transfer' ? '转班' : '重训'
  await recordAudit(tx, req.actor, {
    action: `seat.${kind}`, resource: 'seat', resourceId: from.id,
    summary: `学员#${from.userId}${verb}：「${fromName}」→「${toName}」${req.reason ? `；原因：${req.reason}` : ''}`,
    coded: { code: `seat.${kind}`, params: { userId: from.userId, from: fromName, to: toName, reason: req.reason } },
    before: { seatId: from.id, classId: from.classId, transfersUsed: from.transfersUsed },
    after: { seatId: to.id, classId: to.classId, transfersUsed: to.transfersUsed }
  })
}

async function getSeatAfterMove(deps: SeatDeps, seatId: number): Promise<MySeat> {
  const found = await repo.findSeat(deps.db, seatId, null)
  return mySeatOf(deps, found!)
}

/**
 * Staff enrol or gift a seat (the class's seat taken atomically), audited with the reason. ALREADY_ENROLLED when the
 * learner holds one in the class.
 */
export async function giftSeat(
  deps: SeatDeps, input: { userId: number; classId: number; actor: MoveRequest['actor']; reason: string; learner: { name: string; phone: string } }
): Promise<repo.SeatRow> {
  const now = deps.now()
  await syncSeats(deps.db, { userId: input.userId }, now)
  return deps.db.transaction(async (tx) => {
    const cls = await repo.findClass(tx, input.classId)
    if (!cls) throw userError('CLASS_NOT_FOUND', '班级不存在')
    if (await repo.hasActiveSeat(tx, input.userId, cls.id)) throw userError('ALREADY_ENROLLED', '该学员已在此班级中', 'phone')
    await takeSeat(tx, { classId: cls.id })
    const seat = await repo.insertSeat(tx, { userId: input.userId, classId: cls.id, goodsId: cls.goodsId, source: 'gift', createdAt: now })
    await recordAudit(tx, input.actor, {
      action: 'seat.gift', resource: 'seat', resourceId: seat.id,
      summary: `为学员${input.learner.name || input.learner.phone}（#${input.userId}）开通「${cls.name}」名额；原因：${input.reason}`,
      coded: { code: 'seat.gift', params: { ...input.learner, className: cls.name, reason: input.reason } }, after: { seatId: seat.id, classId: cls.id, userId: input.userId }
    })
    return seat
  })
}

/** The learner's active seat in a class, or null (class detail shows what it may still do). */
export async function mySeatInClass(deps: SeatDeps, userId: number, classId: number): Promise<MySeat | null> {
  await syncSeats(deps.db, { userId }, deps.now())
  const seatId = await repo.activeSeatId(deps.db, userId, classId)
  if (seatId === null) return null
  return mySeatOf(deps, (await repo.findSeat(deps.db, seatId, userId))!)
}

// The trainer's side: clients (profile, goals, injuries, measurements), their logs and adherence, templates
// assigned to clients, slots; and the client's side: what their trainer shares, booking a slot.
import { addChinaDays, chinaDate, chinaMidnight } from '@contract/china-time'
import type { Paged } from '@contract/envelope'
import type { AdherenceWeek, AssignResult, ClientDetail, ClientProfile, ClientSummary, CoachView, Slot } from '@contract/training/shapes'
import { and, eq, gt, lt, ne, or } from 'drizzle-orm'
import type { z } from 'zod'
import type * as schemas from '@contract/training/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findUserByPhone } from '../../identity'
import { mondayOf } from '../achievements/service'
import { getPlan, copyInto, toSummary } from '../plans/service'
import { summaryRows } from '../plans/repo'
import { trainingClients, trainingMeasurements, trainingPlans, trainingSlots } from '../tables'
import * as repo from './repo'

type Out<T extends z.ZodType> = z.output<T>
export const clientNotFound = () => userError('NOT_FOUND', '学员不存在')
const mask = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

async function adherence(db: Db, clientId: number, trainerId: number, weeks: number, now: Date): Promise<AdherenceWeek[]> {
  const thisMonday = mondayOf(chinaDate(now))
  const first = addChinaDays(thisMonday, -7 * (weeks - 1))
  const [sessions, plans] = await Promise.all([
    repo.sessionsPerWeek(db, clientId, chinaMidnight(first)),
    db.select({ daysPerWeek: trainingPlans.daysPerWeek, createdAt: trainingPlans.createdAt }).from(trainingPlans)
      .where(and(eq(trainingPlans.userId, clientId), eq(trainingPlans.assignedBy, trainerId)))
  ])
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = addChinaDays(first, 7 * i)
    const weekEnd = chinaMidnight(addChinaDays(weekStart, 7))
    const planned = Math.max(0, ...plans.filter((p) => p.createdAt < weekEnd).map((p) => p.daysPerWeek))
    const done = sessions.filter((s) => mondayOf(chinaDate(s.startedAt)) === weekStart).length
    return { weekStart, planned, done }
  })
}

async function toClientSummary(db: Db, row: repo.ClientListRow, now: Date): Promise<ClientSummary> {
  const weeks = await adherence(db, row.link.clientId, row.link.trainerId, 4, now)
  const planned = weeks.reduce((n, w) => n + w.planned, 0)
  const done = weeks.reduce((n, w) => n + Math.min(w.done, w.planned), 0)
  return {
    id: row.link.clientId, nickname: row.name, avatar: row.avatar, phoneMasked: mask(row.phone), since: row.link.createdAt.toISOString(),
    lastTrainedAt: row.lastTrainedAt ? new Date(row.lastTrainedAt).toISOString() : null,
    adherencePct: planned === 0 ? null : Math.round((done / planned) * 100), activePlanName: row.activePlanName
  }
}

async function profileOf(db: Db, link: repo.ClientRow): Promise<ClientProfile> {
  const measurements = await repo.measurementsOf(db, link.clientId)
  return {
    heightCm: link.heightCm, goals: link.goals, injuries: link.injuries, injuryNote: link.injuryNote, note: link.note,
    measurements: measurements.map((m) => ({ id: m.id, date: m.date, weightKg: m.weightKg, bodyFatPct: m.bodyFatPct, waistCm: m.waistCm, chestCm: m.chestCm, hipCm: m.hipCm, note: m.note }))
  }
}

export function toSlot(r: repo.SlotRow): Slot {
  return {
    id: r.slot.id, startsAt: r.slot.startsAt.toISOString(), endsAt: r.slot.endsAt.toISOString(), status: r.slot.status, note: r.slot.note,
    client: r.slot.clientId ? { id: r.slot.clientId, nickname: r.name ?? '', avatar: r.avatar ?? '' } : null
  }
}

async function assignedPlans(db: Db, clientId: number, trainerId: number) {
  const rows = await summaryRows(db, and(eq(trainingPlans.userId, clientId), eq(trainingPlans.assignedBy, trainerId))).orderBy(trainingPlans.id)
  return rows.map(toSummary)
}

export async function listClients(db: Db, trainerId: number, q: Out<typeof schemas.clientListQuery>, now: Date): Promise<Paged<ClientSummary>> {
  const { rows, total } = await repo.listClients(db, trainerId, q.keyword, (q.page - 1) * q.size, q.size)
  return { list: await Promise.all(rows.map((r) => toClientSummary(db, r, now))), total, page: q.page, size: q.size }
}

export async function getClient(db: Db, trainerId: number, clientId: number, now: Date): Promise<ClientDetail> {
  const row = await repo.findClient(db, trainerId, clientId)
  if (!row) throw clientNotFound()
  const upcoming = await repo.slotRows(db, and(eq(trainingSlots.trainerId, trainerId), eq(trainingSlots.clientId, clientId), eq(trainingSlots.status, 'booked'), gt(trainingSlots.startsAt, now)))
  return { ...(await toClientSummary(db, row, now)), profile: await profileOf(db, row.link), plans: await assignedPlans(db, clientId, trainerId), upcoming: upcoming.map(toSlot) }
}

export async function addClient(db: Db, trainerId: number, phone: string, now: Date): Promise<ClientSummary> {
  const user = await findUserByPhone(db, phone)
  if (!user) throw userError('NOT_FOUND', '该手机号还没有注册')
  if (user.id === trainerId) throw userError('VALIDATION', '不能添加自己为学员', 'phone')
  const inserted = await db.insert(trainingClients).values({ trainerId, clientId: user.id, createdAt: now }).onConflictDoNothing().returning({ id: trainingClients.id })
  const row = await repo.findClient(db, trainerId, user.id)
  if (inserted.length === 0 && !row) throw userError('CLIENT_HAS_TRAINER', '该学员已有私教')
  return toClientSummary(db, row!, now)
}

export async function removeClient(db: Db, trainerId: number, clientId: number): Promise<null> {
  const rows = await db.delete(trainingClients).where(and(eq(trainingClients.trainerId, trainerId), eq(trainingClients.clientId, clientId))).returning({ id: trainingClients.id })
  if (rows.length === 0) throw clientNotFound()
  return null
}

export async function updateProfile(db: Db, trainerId: number, clientId: number, input: Out<typeof schemas.clientProfileInput>, now: Date): Promise<ClientDetail> {
  const rows = await db.update(trainingClients).set(input).where(and(eq(trainingClients.trainerId, trainerId), eq(trainingClients.clientId, clientId))).returning({ id: trainingClients.id })
  if (rows.length === 0) throw clientNotFound()
  return getClient(db, trainerId, clientId, now)
}

export async function addMeasurement(db: Db, trainerId: number, clientId: number, input: Out<typeof schemas.measurementInput>, now: Date): Promise<ClientDetail> {
  if (!(await repo.findClient(db, trainerId, clientId))) throw clientNotFound()
  await db.insert(trainingMeasurements).values({ clientId, ...input })
    .onConflictDoUpdate({ target: [trainingMeasurements.clientId, trainingMeasurements.date], set: { ...input } })
  return getClient(db, trainerId, clientId, now)
}

/** The client id when the trainer coaches them; not found otherwise (for the client's logs and sessions). */
export async function ownClient(db: Db, trainerId: number, clientId: number): Promise<number> {
  if (!(await repo.findClient(db, trainerId, clientId))) throw clientNotFound()
  return clientId
}

export async function clientAdherence(db: Db, trainerId: number, clientId: number, weeks: number, now: Date): Promise<AdherenceWeek[]> {
  await ownClient(db, trainerId, clientId)
  return adherence(db, clientId, trainerId, weeks, now)
}

export async function assignPlan(db: Db, trainerId: number, planId: number, clientIds: number[], now: Date): Promise<AssignResult> {
  const template = await getPlan(db, trainerId, planId)
  for (const clientId of clientIds) await ownClient(db, trainerId, clientId)
  const assigned = []
  for (const clientId of [...new Set(clientIds)]) {
    const id = await copyInto(db, template, { userId: clientId, name: template.name, note: template.note, source: 'trainer', daysPerWeek: template.daysPerWeek, assignedBy: trainerId, templateId: template.id }, now)
    assigned.push({ clientId, planId: id })
  }
  return { assigned }
}

export async function listSlots(db: Db, trainerId: number, q: { from?: string; to?: string }, now: Date): Promise<Slot[]> {
  const from = q.from ?? chinaDate(now)
  const to = q.to ?? addChinaDays(from, 13)
  return (await repo.slotsBetween(db, trainerId, chinaMidnight(from), chinaMidnight(addChinaDays(to, 1)))).map(toSlot)
}

export async function createSlot(db: Db, trainerId: number, input: Out<typeof schemas.slotInput>): Promise<Slot> {
  const startsAt = new Date(input.startsAt)
  const endsAt = new Date(startsAt.getTime() + input.minutes * 60_000)
  if (input.clientId !== null) await ownClient(db, trainerId, input.clientId)
  const id = await db.transaction(async (tx) => {
    const overlapping = await tx.select({ id: trainingSlots.id }).from(trainingSlots)
      .where(and(eq(trainingSlots.trainerId, trainerId), ne(trainingSlots.status, 'cancelled'), lt(trainingSlots.startsAt, endsAt), gt(trainingSlots.endsAt, startsAt))).for('update')
    if (overlapping.length > 0) throw userError('SLOT_OVERLAP', '与已有时段重叠')
    const [row] = await tx.insert(trainingSlots).values({ trainerId, startsAt, endsAt, note: input.note, clientId: input.clientId, status: input.clientId ? 'booked' : 'open' })
      .returning({ id: trainingSlots.id })
    return row.id
  })
  const [row] = await repo.slotRows(db, eq(trainingSlots.id, id))
  return toSlot(row)
}

export async function cancelSlot(db: Db, trainerId: number, slotId: number): Promise<Slot> {
  const rows = await db.update(trainingSlots).set({ status: 'cancelled' })
    .where(and(eq(trainingSlots.id, slotId), eq(trainingSlots.trainerId, trainerId), ne(trainingSlots.status, 'cancelled'))).returning({ id: trainingSlots.id })
  const [row] = await repo.slotRows(db, and(eq(trainingSlots.id, slotId), eq(trainingSlots.trainerId, trainerId)))
  if (!row) throw userError('NOT_FOUND', '时段不存在')
  void rows
  return toSlot(row)
}

export async function coachView(db: Db, userId: number, now: Date): Promise<CoachView> {
  const link = await repo.trainerOf(db, userId)
  if (!link) return { trainer: null, profile: null, plans: [], booked: [], open: [] }
  const [trainer, profile, plans, slots] = await Promise.all([
    repo.personCard(db, link.trainerId), profileOf(db, link), assignedPlans(db, userId, link.trainerId),
    repo.slotRows(db, and(eq(trainingSlots.trainerId, link.trainerId), gt(trainingSlots.startsAt, now),
      or(eq(trainingSlots.status, 'open'), and(eq(trainingSlots.status, 'booked'), eq(trainingSlots.clientId, userId)))))
  ])
  const views = slots.map(toSlot)
  return { trainer, profile, plans, booked: views.filter((s) => s.status === 'booked'), open: views.filter((s) => s.status === 'open').map((s) => ({ ...s, client: null })) }
}

/** One conditional UPDATE takes the slot: open → booked for this client of this trainer. */
export async function book(db: Db, userId: number, slotId: number, now: Date): Promise<Slot> {
  const link = await repo.trainerOf(db, userId)
  if (!link) throw userError('NOT_FOUND', '时段不存在')
  const rows = await db.update(trainingSlots).set({ status: 'booked', clientId: userId })
    .where(and(eq(trainingSlots.id, slotId), eq(trainingSlots.trainerId, link.trainerId), eq(trainingSlots.status, 'open'), gt(trainingSlots.startsAt, now)))
    .returning({ id: trainingSlots.id })
  const [row] = await repo.slotRows(db, and(eq(trainingSlots.id, slotId), eq(trainingSlots.trainerId, link.trainerId)))
  if (!row) throw userError('NOT_FOUND', '时段不存在')
  if (rows.length === 0 && row.slot.clientId !== userId) throw userError('SLOT_TAKEN', '该时段已被预约或已取消')
  return toSlot(row)
}

export async function cancelBooking(db: Db, userId: number, slotId: number): Promise<Slot> {
  const rows = await db.update(trainingSlots).set({ status: 'open', clientId: null })
    .where(and(eq(trainingSlots.id, slotId), eq(trainingSlots.clientId, userId), eq(trainingSlots.status, 'booked'))).returning({ id: trainingSlots.id })
  if (rows.length === 0) throw userError('NOT_FOUND', '没有找到你的预约')
  const [row] = await repo.slotRows(db, eq(trainingSlots.id, slotId))
  return { ...toSlot(row), client: null }
}

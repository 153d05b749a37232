// SQL of coaching: a trainer reaches a client only through a training_clients row with their own trainer_id in
// the same WHERE (another trainer's client is not found); slots likewise by trainer_id.
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userCards } from '../../identity'
import { trainingClients, trainingMeasurements, trainingPlans, trainingSessions, trainingSlots } from '../tables'

export type ClientRow = typeof trainingClients.$inferSelect

function clientRows(db: Db, where: SQL | undefined) {
  const u = userCards(db)
  return db.select({
    link: trainingClients, name: u.name, avatar: u.avatar, phone: u.phone,
    lastTrainedAt: sql<string | null>`(select max(s.started_at)::text from ${trainingSessions} s where s.user_id = "training_clients"."client_id")`,
    activePlanName: sql<string | null>`(select p.name from ${trainingPlans} p where p.user_id = "training_clients"."client_id" and p.assigned_by = "training_clients"."trainer_id" order by p.updated_at desc limit 1)`
  }).from(trainingClients).innerJoin(u, eq(u.id, trainingClients.clientId)).where(where)
}
export type ClientListRow = Awaited<ReturnType<typeof clientRows>>[number]

export async function listClients(db: Db, trainerId: number, keyword: string | undefined, offset: number, limit: number) {
  const u = userCards(db)
  const kw = keyword ? or(ilike(u.name, `%${keyword}%`), ilike(u.phone, `%${keyword}%`)) : undefined
  const where = and(eq(trainingClients.trainerId, trainerId), kw)
  const [rows, [count]] = await Promise.all([
    clientRows(db, where).orderBy(desc(trainingClients.createdAt), desc(trainingClients.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingClients).innerJoin(u, eq(u.id, trainingClients.clientId)).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findClient(db: Db, trainerId: number, clientId: number): Promise<ClientListRow | undefined> {
  const [row] = await clientRows(db, and(eq(trainingClients.trainerId, trainerId), eq(trainingClients.clientId, clientId))).limit(1)
  return row
}

export async function trainerOf(db: Db, clientId: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(trainingClients).where(eq(trainingClients.clientId, clientId)).limit(1)
  return row
}

export async function personCard(db: Db, userId: number) {
  const u = userCards(db)
  const [row] = await db.select().from(u).where(eq(u.id, userId)).limit(1)
  return row ? { id: row.id, nickname: row.name, avatar: row.avatar } : null
}

export function measurementsOf(db: Db, clientId: number) {
  return db.select().from(trainingMeasurements).where(eq(trainingMeasurements.clientId, clientId)).orderBy(desc(trainingMeasurements.date)).limit(50)
}

export async function sessionsPerWeek(db: Db, clientId: number, from: Date) {
  return db.select({ startedAt: trainingSessions.startedAt }).from(trainingSessions)
    .where(and(eq(trainingSessions.userId, clientId), eq(trainingSessions.status, 'finished'), gte(trainingSessions.startedAt, from)))
}

export function slotRows(db: Db, where: SQL | undefined) {
  const u = userCards(db)
  return db.select({ slot: trainingSlots, name: u.name, avatar: u.avatar }).from(trainingSlots)
    .leftJoin(u, eq(u.id, trainingSlots.clientId)).where(where).orderBy(asc(trainingSlots.startsAt))
}
export type SlotRow = Awaited<ReturnType<typeof slotRows>>[number]

export const slotsBetween = (db: Db, trainerId: number, from: Date, to: Date) =>
  slotRows(db, and(eq(trainingSlots.trainerId, trainerId), gte(trainingSlots.startsAt, from), lt(trainingSlots.startsAt, to)))
